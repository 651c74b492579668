// React Router's <Scripts> preloads every module a page hydrates with at the browser's high priority,
// level with the hero picture and ahead of the web fonts. The page is whole without them (rendered on
// the server, and early clicks are replayed: ~/lib/browser/early-clicks), so they are asked for at low
// priority and fetched after what paints the page (decision 104). <Scripts> takes no attributes for
// those links, so the head is rewritten on its way out; after `</head>` the bytes pass untouched.
const encoder = new TextEncoder();
const preloadLink = encoder.encode('<link rel="modulepreload"');
const lowPriority = encoder.encode(' fetchpriority="low"');
const headEnd = encoder.encode("</head>");

function indexesOf(haystack: Uint8Array, needle: Uint8Array) {
  const found: number[] = [];
  search: for (let start = 0; start <= haystack.length - needle.length; start++) {
    for (let offset = 0; offset < needle.length; offset++) {
      if (haystack[start + offset] !== needle[offset]) continue search;
    }
    found.push(start);
  }
  return found;
}

function concat(...parts: Uint8Array[]) {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

export function lowerScriptPreloadPriority(): TransformStream<Uint8Array, Uint8Array> {
  // Bytes that may be the start of a link (or of `</head>`) cut by a chunk boundary wait for the next.
  let pending = new Uint8Array(0);
  let inHead = true;
  return new TransformStream({
    transform(chunk, controller) {
      if (!inHead) return controller.enqueue(chunk);
      const bytes = concat(pending, chunk);
      const [end] = indexesOf(bytes, headEnd);
      const links = indexesOf(bytes, preloadLink).filter((link) => end === undefined || link < end);
      let cut = Math.max(bytes.length - (preloadLink.length - 1), 0);
      if (end !== undefined) {
        cut = bytes.length;
        inHead = false;
      }
      for (const link of links) cut = Math.max(cut, link + preloadLink.length);
      const parts: Uint8Array[] = [];
      let from = 0;
      for (const link of links) {
        parts.push(bytes.subarray(from, link + preloadLink.length), lowPriority);
        from = link + preloadLink.length;
      }
      parts.push(bytes.subarray(from, cut));
      controller.enqueue(concat(...parts));
      pending = bytes.slice(cut);
    },
    flush(controller) {
      if (pending.length) controller.enqueue(pending);
    },
  });
}
