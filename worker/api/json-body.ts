import type { MiddlewareHandler } from "hono";
import { readJsonBody } from "~/lib/server/request-body.server";
import { apiError } from "./errors";

/**
 * The site's one body guard (~/lib/server/request-body.server) in front of every JSON POST: 415, 413 or 400
 * through the API's error envelope. Like Hono's own body-limit middleware, it hands the handlers a
 * request whose body is what was read, so the `zValidator("json", …)` after it never meets the stream.
 */
export const jsonBody: MiddlewareHandler = async (c, next) => {
  const body = await readJsonBody(c.req.raw);
  if (!body.ok) throw apiError(body.status, body.message);
  c.req.raw = new Request(c.req.raw, { body: JSON.stringify(body.value) });
  await next();
};
