import { maxEmailLength } from "~/lib/schemas/email";
import { submissionLimits } from "~/lib/schemas/submission";

/**
 * The one guard in front of every body the site accepts, from the JSON API and from the pages' form
 * actions alike: 415 for another content type, 413 past the size cap (declared or counted while
 * reading, so a chunked body is never buffered past it), 400 when it cannot be parsed, 408 when it
 * stops arriving (the pending read is then cancelled).
 *
 * The cap is sized from the longest form's own field limits, in UTF-8 bytes (decision 150): the
 * report form with every field full, each UTF-16 unit at its worst three bytes (a surrogate pair is
 * four bytes for two units). A form URL-encodes each of those bytes as `%XX`, three bytes more.
 * So a report in Cyrillic, Greek or Chinese up to its limits is taken, and nothing much larger is read.
 */
const longestFormUnits =
  submissionLimits.reporterName +
  maxEmailLength +
  submissionLimits.headline +
  submissionLimits.transmissionDetails +
  submissionLimits.sourceUrl +
  // The three choices, the consent box and the field names, generously.
  512;
const wholeKilobytes = (bytes: number) => Math.ceil(bytes / 1024) * 1024;
/** JSON carries text as UTF-8, plus its quotes, colons and commas. */
export const maxJsonBytes = wholeKilobytes(longestFormUnits * 3 + 1024);
/** A URL-encoded form writes each UTF-8 byte as `%XX`; multipart adds a boundary per field. */
export const maxFormBytes = wholeKilobytes(longestFormUnits * 3 * 3 + 4096);
/** A body still arriving after this is a stalled client: answered 408 rather than waited on. */
export const bodyDeadlineMs = 10_000;
/** How long a stalled body's cancel may take before the 408 goes out regardless. */
const cancelGraceMs = 50;

const isForm = (request: Request) => formType.test(contentType(request));
/** The cap for this request's body: the form cap for a form, the JSON cap for anything else. */
export const bodyLimitOf = (request: Request) => (isForm(request) ? maxFormBytes : maxJsonBytes);

/** True when the client declares more than the guard would ever read: refused without reading. */
export const declaresOversizedBody = (request: Request) =>
  Number(request.headers.get("content-length") ?? "0") > bodyLimitOf(request);

export type BodyFailure = { ok: false; status: 400 | 408 | 413 | 415; message: string };
type ReadOptions = { deadlineMs?: number };
export type BodyResult<T> = { ok: true; value: T } | BodyFailure;

const jsonType = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;
const formType = /^(?:application\/x-www-form-urlencoded|multipart\/form-data)\s*(?:;|$)/i;

export const bodyMessages = {
  json: {
    415: "Send the request body as JSON (Content-Type: application/json).",
    413: `The request body is larger than ${maxJsonBytes / 1024} KB.`,
    408: "The request body did not arrive in time.",
    400: "The request body is not valid JSON.",
    notObject: "The request body must be a JSON object.",
  },
  form: {
    415: "This form accepts only a form submission.",
    413: "That is more text than this form accepts. Please shorten it.",
    408: "The form took too long to arrive. Please try again.",
    400: "The form could not be read. Please try again.",
  },
} as const;

const fail = (status: BodyFailure["status"], message: string): BodyFailure => ({
  ok: false,
  status,
  message,
});

/** A JSON body that is an object (`{ … }`): anything else is refused before a schema sees it. */
export async function readJsonBody(
  request: Request,
  options: ReadOptions = {},
): Promise<BodyResult<Record<string, unknown>>> {
  const text = bodyMessages.json;
  if (!jsonType.test(contentType(request))) return fail(415, text[415]);
  const bytes = await readAtMost(request, maxJsonBytes, options.deadlineMs ?? bodyDeadlineMs);
  if (bytes === "too large") return fail(413, text[413]);
  if (bytes === "timed out") return fail(408, text[408]);
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
export async function readFormBody(
  request: Request,
  options: ReadOptions = {},
): Promise<BodyResult<FormData>> {
  const text = bodyMessages.form;
  const type = contentType(request);
  if (!formType.test(type)) return fail(415, text[415]);
  const bytes = await readAtMost(request, maxFormBytes, options.deadlineMs ?? bodyDeadlineMs);
  if (bytes === "too large") return fail(413, text[413]);
  if (bytes === "timed out") return fail(408, text[408]);
  try {
    const copy = new Request(request.url, { method: "POST", headers: { "content-type": type }, body: bytes });
    return { ok: true, value: await copy.formData() };
  } catch {
    return fail(400, text[400]);
  }
}

const contentType = (request: Request) => request.headers.get("content-type")?.trim() ?? "";

/**
 * The body's bytes; "too large" once it declares or passes `limit` (a declared size is refused
 * without reading a byte); "timed out" when it is not all there within `deadlineMs` (or the stream
 * fails mid-way), and then the pending read is cancelled. Over the limit the reader is released, not
 * cancelled, so the Worker's entry can drain the rest of a body it does not close the connection on
 * (see worker/drain-body.ts).
 */
async function readAtMost(
  request: Request,
  limit: number,
  deadlineMs: number,
): Promise<Uint8Array<ArrayBuffer> | "too large" | "timed out"> {
  if (Number(request.headers.get("content-length") ?? "0") > limit) return "too large";
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<"timed out">((resolve) => {
    timer = setTimeout(() => resolve("timed out"), deadlineMs);
  });
  try {
    for (;;) {
      const chunk = await Promise.race([reader.read(), deadline]).catch(() => "unreadable" as const);
      if (chunk === "unreadable") return "timed out";
      if (chunk === "timed out") {
        // The read still pending would make releaseLock() throw (a 500): cancelling settles it and
        // tells the runtime to stop waiting for a client that has stopped sending. The cancel itself
        // can wait on that client too (a body React Router has wrapped), so it gets a moment, no more.
        const settled = new Promise((resolve) => setTimeout(resolve, cancelGraceMs));
        await Promise.race([reader.cancel().catch(() => undefined), settled]);
        return chunk;
      }
      if (chunk.done) break;
      size += chunk.value.byteLength;
      if (size > limit) return "too large";
      chunks.push(chunk.value);
    }
  } finally {
    clearTimeout(timer);
    try {
      reader.releaseLock();
    } catch {
      // A read is still outstanding on a cancelled body: nothing is left to read or release.
    }
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
