import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { every } from "hono/combine";
import { HTTPException } from "hono/http-exception";

/** Every JSON body the API accepts is at most 16 KB: a full submission is well under that. */
export const maxJsonBodyBytes = 16 * 1024;

const isJsonContentType = (value: string | undefined) =>
  /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(value?.trim() ?? "");

const requireJsonContentType: MiddlewareHandler = async (c, next) => {
  if (!isJsonContentType(c.req.header("content-type"))) {
    throw new HTTPException(415, {
      message: "Send the request body as JSON (Content-Type: application/json).",
    });
  }
  await next();
};

const limitBody = bodyLimit({
  maxSize: maxJsonBodyBytes,
  onError: () => {
    throw new HTTPException(413, {
      message: `The request body is larger than ${maxJsonBodyBytes / 1024} KB.`,
    });
  },
});

// Parses once so malformed JSON is a clear 400 here; Hono caches the text, so validators reading
// c.req.json() afterwards get the same body without a second read of the stream.
const requireJsonObject: MiddlewareHandler = async (c, next) => {
  const text = await c.req.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HTTPException(400, { message: "The request body is not valid JSON." });
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new HTTPException(400, { message: "The request body must be a JSON object." });
  }
  await next();
};

/**
 * The guard in front of every JSON POST: 415 for another content type, 413 over 16 KB, 400 for
 * malformed JSON or a non-object. Use it before a `zValidator("json", …)`.
 */
export const jsonBody = every(requireJsonContentType, limitBody, requireJsonObject);
