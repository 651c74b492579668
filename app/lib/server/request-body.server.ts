/**
 * The one guard in front of every body the site accepts, from the JSON API and from the pages' form
 * actions alike: 415 for another content type, 413 over 16 KB (declared or counted while reading, so a
 * chunked body is never buffered past the limit), 400 when it cannot be parsed. No form or JSON body
 * of ours comes near 16 KB: a full submission is well under it.
 */
export const maxBodyBytes = 16 * 1024;

export type BodyFailure = { ok: false; status: 400 | 413 | 415; message: string };
export type BodyResult<T> = { ok: true; value: T } | BodyFailure;

const jsonType = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;
const formType = /^(?:application\/x-www-form-urlencoded|multipart\/form-data)\s*(?:;|$)/i;

export const bodyMessages = {
  json: {
    415: "Send the request body as JSON (Content-Type: application/json).",
    413: `The request body is larger than ${maxBodyBytes / 1024} KB.`,
    400: "The request body is not valid JSON.",
    notObject: "The request body must be a JSON object.",
  },
  form: {
    415: "This form accepts only a form submission.",
    413: "That is more text than this form accepts. Please shorten it.",
    400: "The form could not be read. Please try again.",
  },
} as const;

const fail = (status: BodyFailure["status"], message: string): BodyFailure => ({
  ok: false,
  status,
  message,
});

/** A JSON body that is an object (`{ … }`): anything else is refused before a schema sees it. */
export async function readJsonBody(request: Request): Promise<BodyResult<Record<string, unknown>>> {
  const text = bodyMessages.json;
  if (!jsonType.test(contentType(request))) return fail(415, text[415]);
  const bytes = await readAtMost(request, maxBodyBytes);
  if (!bytes) return fail(413, text[413]);
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return fail(400, text[400]);
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    return fail(400, text.notObject);
  }
  return { ok: true, value: parsed as Record<string, unknown> };
}

/** A form body (URL-encoded or multipart), as the browser sends it without JavaScript. */
export async function readFormBody(request: Request): Promise<BodyResult<FormData>> {
  const text = bodyMessages.form;
  const type = contentType(request);
  if (!formType.test(type)) return fail(415, text[415]);
  const bytes = await readAtMost(request, maxBodyBytes);
  if (!bytes) return fail(413, text[413]);
  try {
    const copy = new Request(request.url, { method: "POST", headers: { "content-type": type }, body: bytes });
    return { ok: true, value: await copy.formData() };
  } catch {
    return fail(400, text[400]);
  }
}

const contentType = (request: Request) => request.headers.get("content-type")?.trim() ?? "";

/**
 * The body's bytes, or null once it passes `limit`. Over the limit the reader is released, not
 * cancelled, so the Worker's entry can still drain the rest (see worker/drain-body.ts).
 */
async function readAtMost(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) return null;
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) return null;
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
