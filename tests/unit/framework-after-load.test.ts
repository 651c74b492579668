import { describe, expect, it } from "vitest";
import { frameworkStartScript, frameworkTemplateId } from "~/lib/browser/framework-start";
import { frameworkAfterLoad } from "~/lib/server/framework-after-load.server";

const preloads =
  '<link rel="modulepreload" href="/entry.js" nonce="n"/><link rel="modulepreload" href="/framework.js" nonce="n"/>';
const head = `<!DOCTYPE html><html><head><link rel="stylesheet" href="/app.css"/>${preloads}<title>Caf\u00e9 \u2014 2045</title></head>`;
const moduleScript =
  '<script nonce="n" type="module" async="">import * as route0 from "/root.js";\nimport("/entry.js");</script>';
const before =
  '<body><p>Code samples mention <link rel="modulepreload"> and <script> as text.</p><script nonce="n">restoreScroll()</script>';
const after = '<script nonce="n">window.__stream.enqueue("[1]")</script></body></html>';
const page = head + before + moduleScript + after;

const expected =
  head.replace(preloads, "") +
  before +
  `<template id="${frameworkTemplateId}">${preloads}${moduleScript}</template>` +
  `<script nonce="n">${frameworkStartScript}</script>` +
  after;

async function rewrite(chunks: Uint8Array[]) {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  }).pipeThrough(frameworkAfterLoad());
  return new Response(stream).text();
}

describe("The framework parked until the page has loaded", () => {
  const bytes = new TextEncoder().encode(page);

  it("moves the head's script preloads and the module script into the template, with the start script after it", async () => {
    expect(await rewrite([bytes])).toBe(expected);
  });

  it("gives the same page wherever the chunks are cut, even inside a character", async () => {
    for (let cut = 1; cut < bytes.length; cut++) {
      const text = await rewrite([bytes.subarray(0, cut), bytes.subarray(cut)]);
      expect(text, `cut at byte ${cut}`).toBe(expected);
    }
  });

  it("passes a page in one-byte chunks through whole", async () => {
    expect(await rewrite([...bytes].map((byte) => Uint8Array.of(byte)))).toBe(expected);
  });

  it("leaves a page without a module script as it was, but for the head's preloads", async () => {
    const plain = head + before + after;
    expect(await rewrite([new TextEncoder().encode(plain)])).toBe(
      head.replace(preloads, "") + before + after,
    );
  });
});
