import { declaresOversizedBody } from "~/lib/server/request-body.server";

/** The longest the Worker waits for the rest of a body it did not read before giving up on it. */
const drainDeadlineMs = 2_000;
/**
 * Development only: a declared body up to this size is drained before the answer, as every unread
 * body is, which the proxy handles best; only a larger one is drained behind an answer already sent.
 */
const drainFirstBytes = 1024 * 1024;

/**
 * Reads and discards what is left of a request body, for at most `drainDeadlineMs`, so a body that
 * stops arriving never holds its answer for long. `wrangler dev`'s proxy fails a request whose body
 * the Worker left unread, and then the *next* request on the connection, with a 500
 * (workers-sdk#15203), which makes local runs and the end-to-end suite flaky. The body guard
 * releases its reader rather than cancelling, so a half-read body is still drained here.
 */
export async function drainUnreadBody(request: Request) {
  if (!request.body || request.body.locked) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, drainDeadlineMs);
  });
  const drained = request.body.pipeTo(new WritableStream()).catch(() => undefined);
  await Promise.race([drained, deadline]);
  clearTimeout(timer);
}

/**
 * The answer to `request` once the app has made it. A body that was not read all the way (a 415, a
 * 403, a 413 found while counting) is drained before the answer goes out, as before. A body declared
 * past the cap (40 KB of JSON, 120 KB of form) is never waited for: the 413 goes out at once with `Connection: close`. In production
 * it is not read at all. In development (`development`) wrangler's proxy still needs it read: up to
 * 1 MB it is drained first, as before; a larger one is drained behind the answer, whose status and
 * headers leave at once and whose body follows the drain.
 */
export async function finishAnswer(
  request: Request,
  response: Response,
  ctx: Pick<ExecutionContext, "waitUntil">,
  development: boolean,
): Promise<Response> {
  // A client whose body stalled gets its 408 and the connection closed: its body was cancelled.
  if (response.status === 408) {
    const closing = new Response(response.body, response);
    closing.headers.set("Connection", "close");
    return closing;
  }
  const declared = Number(request.headers.get("content-length") ?? "0");
  const drainFirst = !declaresOversizedBody(request) || (development && declared <= drainFirstBytes);
  if (!request.body || request.body.locked || drainFirst) {
    await drainUnreadBody(request);
    return response;
  }
  let body = response.body;
  if (development) {
    const { readable, writable } = new TransformStream();
    ctx.waitUntil(
      drainUnreadBody(request).then(() =>
        response.body ? response.body.pipeTo(writable) : writable.getWriter().close(),
      ),
    );
    body = readable;
  }
  const closing = new Response(body, response);
  closing.headers.set("Connection", "close");
  return closing;
}
