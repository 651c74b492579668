// React Router's <Scripts> preloads every module a page hydrates with and starts them at once, so on a
// phone they share the connection with the lead picture and the faces and the main thread with the
// first paints. The page is whole without them (rendered on the server; early clicks are replayed), so
// the HTML is rewritten on its way out: the head's script preloads and the body's module script move
// into a <template>, which the browser leaves alone, and a small inline script starts them when the
// page has loaded or the reader reaches for it (~/lib/browser/framework-start, decision 137).
import { frameworkStartScript, frameworkTemplateId } from "~/lib/browser/framework-start";

const scriptPreload = /<link rel="modulepreload"[^>]*>/g;
const moduleScript = /<script\b[^>]*\stype="module"[^>]*>[\s\S]*?<\/script>/;
const scriptOpen = "<script";

function parked(preloads: string, script: string) {
  const nonce = /\snonce="[^"]*"/.exec(script)?.[0] ?? "";
  return (
    `<template id="${frameworkTemplateId}">${preloads}${script}</template>` +
    `<script${nonce}>${frameworkStartScript}</script>`
  );
}

export function frameworkAfterLoad(): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let stage: "head" | "body" | "done" = "head";
  let pending = "";
  let preloads = "";

  /** Sends what is settled and keeps in `pending` what a later chunk may still change. */
  function settle(final: boolean): string {
    let out = "";
    if (stage === "head") {
      const end = pending.indexOf("</head>");
      if (end === -1) return final ? take() : "";
      const head = pending.slice(0, end);
      preloads = (head.match(scriptPreload) ?? []).join("");
      out += head.replace(scriptPreload, "");
      pending = pending.slice(end);
      stage = "body";
    }
    if (stage === "body") {
      const found = moduleScript.exec(pending);
      if (found) {
        out += pending.slice(0, found.index) + parked(preloads, found[0]);
        pending = pending.slice(found.index + found[0].length);
        stage = "done";
      } else if (final) {
        return out + take();
      } else {
        // An unfinished <script> may be the module script: keep it, and any tail that may begin one.
        const open = pending.lastIndexOf(scriptOpen);
        const keep =
          open !== -1 && !pending.includes("</script>", open)
            ? open
            : Math.max(pending.length - (scriptOpen.length - 1), 0);
        out += pending.slice(0, keep);
        pending = pending.slice(keep);
        return out;
      }
    }
    return out + take();
  }

  function take() {
    const all = pending;
    pending = "";
    return all;
  }

  return new TransformStream({
    transform(chunk, controller) {
      pending += decoder.decode(chunk, { stream: true });
      const out = settle(false);
      if (out) controller.enqueue(encoder.encode(out));
    },
    flush(controller) {
      pending += decoder.decode();
      const out = settle(true);
      if (out) controller.enqueue(encoder.encode(out));
    },
  });
}
