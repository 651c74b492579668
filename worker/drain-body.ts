/**
 * Reads and discards a request body the Worker answered without reading (a 413 on the declared
 * length, a 415, a 405, a 403). Production does not need it, but `wrangler dev`'s proxy fails the
 * *next* request on the connection with a 500 when a body is left unread (workers-sdk#15203), which
 * makes local runs and the end-to-end suite flaky. It finishes before the answer is returned: a
 * drain left to waitUntil still loses the race with a fast answer.
 */
export async function drainUnreadBody(request: Request) {
  if (!request.body || request.bodyUsed) return;
  await request.body.pipeTo(new WritableStream()).catch(() => undefined);
}
