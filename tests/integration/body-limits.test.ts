import { describe, expect, it } from "vitest";
import { readJsonBody } from "~/lib/server/request-body.server";
import { call } from "./api-client";

/** A body that sends `first` and then nothing, ever: a client that declared more than it sends. */
const stalledBody = (first: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(first));
    },
  });

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<"timed out">((resolve) => setTimeout(() => resolve("timed out"), ms))]);

describe("Bodies past the size cap are refused at once, without being read (decision 117)", () => {
  const declaredTwentyMegabytes = (path: string, type: string) =>
    call(path, {
      method: "POST",
      headers: { "content-type": type, "content-length": String(20 * 1024 * 1024) },
      body: stalledBody("x".repeat(100)),
      // @ts-expect-error workerd needs half-duplex for a streamed request body
      duplex: "half",
    });

  it.each([
    ["/api/votes", "application/json"],
    ["/api/newsletter/subscribe", "application/json"],
  ])("a declared 20 MB body to %s that never arrives answers 413 in under 100 ms", async (path, type) => {
    const started = performance.now();
    const response = await within(declaredTwentyMegabytes(path, type), 2_000);
    const elapsed = performance.now() - started;
    expect(response).not.toBe("timed out");
    expect((response as Response).status).toBe(413);
    expect(elapsed).toBeLessThan(100);
  });

  it("a body under the limit that stops arriving times out with 408 instead of waiting forever", async () => {
    const request = new Request("https://dispatch.test/api/votes", {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": "1000" },
      body: stalledBody('{"articleId": '),
      // @ts-expect-error workerd needs half-duplex for a streamed request body
      duplex: "half",
    });
    const result = await within(readJsonBody(request, { deadlineMs: 50 }), 2_000);
    expect(result).toEqual({ ok: false, status: 408, message: "The request body did not arrive in time." });
  });
});
