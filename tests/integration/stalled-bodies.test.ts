// A client that declares a body and stops sending it: every body-reading route answers 408 in its own
// form (the API's envelope), never a 500, and the pending read is cancelled, not left hanging.
import { describe, expect, it } from "vitest";
import { bodyDeadlineMs, readFormBody, readJsonBody } from "~/lib/server/request-body.server";
import { call } from "./api-client";

const origin = "http://localhost:8787";

/** Sends `first` and then nothing, ever, while the request declares `declared` bytes. */
export const stalledBody = (first: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(first));
    },
  });

const stalledPost = (path: string, type: string, first: string) =>
  call(path, {
    method: "POST",
    headers: { origin, "content-type": type, "content-length": "2000" },
    body: stalledBody(first),
    // @ts-expect-error workerd needs half-duplex for a streamed request body
    duplex: "half",
  });

describe("A body that stops arriving", () => {
  // Concurrently: each waits out the whole 10-second deadline.
  it.concurrent.each([
    ["/api/votes", '{"articleId":1,"v'],
    ["/api/reads", '{"articleId":10,"'],
    ["/api/newsletter/subscribe", '{"email":"a@b.'],
    ["/api/submissions/submit", '{"reporterName'],
  ])(
    "POST %s declaring 2,000 bytes and sending 16 answers 408 in the envelope",
    async (path, first) => {
      const response = await stalledPost(path, "application/json", first);
      expect(response.status).toBe(408);
      expect(response.headers.get("connection")).toBe("close");
      expect(await response.json()).toEqual({
        success: false,
        message: "The request body did not arrive in time.",
      });
    },
    bodyDeadlineMs + 10_000,
  );

  it("the form reader answers 408 with the form's message and leaves the body free to drain", async () => {
    const request = new Request("https://dispatch.test/submit", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "content-length": "2000" },
      body: new Response(stalledBody("reporterName=Ada")).body,
      // @ts-expect-error workerd needs half-duplex for a streamed request body
      duplex: "half",
    });
    const result = await readFormBody(request, { deadlineMs: 50 });
    expect(result).toEqual({
      ok: false,
      status: 408,
      message: "The form took too long to arrive. Please try again.",
    });
    expect(request.body?.locked).toBe(false);
  });

  it("the JSON reader cancels the pending read: the stream is closed, not left waiting", async () => {
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"a":'));
      },
      cancel() {
        cancelled = true;
      },
    });
    const request = new Request("https://dispatch.test/api/votes", {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": "1000" },
      body,
      // @ts-expect-error workerd needs half-duplex for a streamed request body
      duplex: "half",
    });
    const result = await readJsonBody(request, { deadlineMs: 50 });
    expect(result).toMatchObject({ ok: false, status: 408 });
    expect(cancelled).toBe(true);
  });
});
