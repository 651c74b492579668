import { createElement } from "react";
import { renderToReadableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { deferredIsland } from "~/components/deferred-island";
import { htmlStreamOptions } from "~/lib/server/html-stream.server";

function Poll({ question }: { question: string }) {
  return createElement("form", null, createElement("button", null, question));
}

// A story as long as a real one: React treats what follows the first 12.8 KB differently by default.
const story = createElement("p", null, "Words. ".repeat(3_000));

/** Renders a page with the island below its story, read as the Worker reads it for a reader. */
async function serverHtml(island: ReturnType<typeof createElement>, options = htmlStreamOptions) {
  const page = createElement("main", null, createElement("h1", null, "The story"), story, island);
  const stream = await renderToReadableStream(page, options);
  return new Response(stream).text();
}

// A module that arrives later than React sends the page's first bytes, as a module fetched or
// evaluated on demand can.
const arrivingLater = () => new Promise<typeof Poll>((resolve) => setTimeout(() => resolve(Poll), 50));

describe("deferredIsland", () => {
  it("renders the widget in the server's HTML, in place, once preloaded", async () => {
    const Island = deferredIsland(arrivingLater);
    await Island.preload();
    const html = await serverHtml(createElement(Island, { question: "Will this happen?" }));
    expect(html).toContain("<form><button>Will this happen?</button></form>");
    // A completed boundary, written where it stands: no fallback and no script to swap one in later.
    expect(html).not.toContain("<!--$?-->");
    expect(html).not.toContain("<template");
  });

  it("is written in place after a long story only with the Worker's stream options", async () => {
    const Island = deferredIsland(arrivingLater);
    await Island.preload();
    const question = "Will this happen? ".repeat(40);
    const inPlace = await serverHtml(createElement(Island, { question }));
    expect(inPlace).toContain(`</p><!--$--><form><button>${question}</button></form><!--/$--></main>`);
    // React's default moves a finished boundary past 12.8 KB of page into a hidden element.
    const outlined = await serverHtml(createElement(Island, { question }), {} as typeof htmlStreamOptions);
    expect(outlined).toContain(`</p><!--$?--><template id="B:0"></template><!--/$--></main>`);
  });

  it("would stream an empty fallback first without the preload, which is why the loaders await it", async () => {
    const Island = deferredIsland(arrivingLater);
    const html = await serverHtml(createElement(Island, { question: "Will this happen?" }));
    // The shell goes out with an empty placeholder; the widget follows in a hidden element that only a
    // script moves into place, so a reader without JavaScript would never see it.
    expect(html).toContain('</p><!--$?--><template id="B:0"></template><!--/$-->');
    expect(html).toContain('<div hidden id="S:0"><form><button>Will this happen?</button></form></div>');
  });

  it("loads the module once however many times it is asked for", async () => {
    let loads = 0;
    const Island = deferredIsland(() => {
      loads += 1;
      return arrivingLater();
    });
    await Promise.all([Island.preload(), Island.preload()]);
    await serverHtml(createElement(Island, { question: "Again?" }));
    await Island.preload();
    expect(loads).toBe(1);
  });
});
