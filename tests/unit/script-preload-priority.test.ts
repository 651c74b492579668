import { describe, expect, it } from "vitest";
import { lowerScriptPreloadPriority } from "~/lib/server/script-preload-priority.server";

const head =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/app.css"/>' +
  '<link rel="modulepreload" href="/entry.js" nonce="n"/><link rel="modulepreload" href="/framework.js" nonce="n"/>' +
  "<title>Caf\u00e9 \u2014 2045</title></head>";
const body = '<body><p>Code samples mention <link rel="modulepreload"> as text.</p></body></html>';
const lowered = head.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');

async function rewrite(chunks: Uint8Array[]) {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  }).pipeThrough(lowerScriptPreloadPriority());
  return new Response(stream).text();
}

describe("Script preloads at low priority", () => {
  const bytes = new TextEncoder().encode(head + body);

  it("lowers every module preload in the head and leaves the body alone", async () => {
    expect(await rewrite([bytes])).toBe(lowered + body);
  });

  it("gives the same page wherever the chunks are cut, even inside a character", async () => {
    for (let cut = 1; cut < bytes.length; cut++) {
      const text = await rewrite([bytes.subarray(0, cut), bytes.subarray(cut)]);
      expect(text, `cut at byte ${cut}`).toBe(lowered + body);
    }
  });

  it("passes a page in one-byte chunks through whole", async () => {
    expect(await rewrite([...bytes].map((byte) => Uint8Array.of(byte)))).toBe(lowered + body);
  });
});
