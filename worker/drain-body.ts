import { declaresOversizedBody } from "~/lib/server/request-body.server";

/** The longest the Worker waits for the rest of a body it did not read before giving up on it. */
const drainDeadlineMs = 2_000;

/**
 * Reads and discards what is left of a request body the Worker answered without reading it all (a
 * 413 found while counting, a 415, a 405, a 403). Production does not need it, but `wrangler dev`'s
 * proxy fails the *next* request on the connection with a 500 when a body is left unread
 * (workers-sdk#15203), which makes local runs and the end-to-end suite flaky. It finishes before the
 * answer is returned: a drain left to waitUntil still loses the race with a fast answer. The body
 * guard releases its reader rather than cancelling, so a half-read body is still drained here.
 *
 * A body declared over the limit is never read: its answer closes the connection instead
 * (`closesConnection`), so a 20 MB upload is refused at once. A body that stops arriving is given
 * up on after `drainDeadlineMs`, so a stalled client never holds its answer for long.
 */
export async function drainUnreadBody(request: Request) {
  if (!request.body || request.body.locked || declaresOversizedBody(request)) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, drainDeadlineMs);
  });
  const drained = request.body.pipeTo(new WritableStream()).catch(() => undefined);
  await Promise.race([drained, deadline]);
  clearTimeout(timer);
}

/** An answer to a body the Worker will not read: the client is told the connection ends here. */
export function closesConnection(request: Request, response: Response): Response {
  if (!request.body || !declaresOversizedBody(request)) return response;
  const closing = new Response(response.body, response);
  closing.headers.set("Connection", "close");
  return closing;
}
