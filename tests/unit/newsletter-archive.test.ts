import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import NewsletterEditions from "~/routes/newsletter-editions";
import type { ArticleRowData } from "~/types/content";

const story: ArticleRowData = {
  id: 1,
  slug: "memorial-constellations-names-2077",
  title: "Memorial Satellites Now Spell Seven Billionaires’ Names Across the Night Sky",
  excerpt: "The last valley on Earth with an unlettered sky went dark on Wednesday.",
  category: "Space & Beyond",
  authorName: "Idris Vale",
  authorSlug: "idris-vale",
  readTimeMinutes: 5,
  dateline: "2077-03-01",
  format: "report",
  imageSrc: "/images/articles/memorial-constellations-names-2077.svg",
  imageAlt: "",
  imageWidth: 1600,
  imageHeight: 900,
};

/** The archive as the server renders it, from the loader's data. */
function archive(loaderData: unknown) {
  const props = { loaderData, params: {}, matches: [] } as unknown as Parameters<
    typeof NewsletterEditions
  >[0];
  return renderToStaticMarkup(
    createElement(MemoryRouter, null, createElement(NewsletterEditions, props)),
  ).replaceAll("<!-- -->", "");
}

describe("The newsletter's archive before the first edition", () => {
  it("says when the first goes out and shows a sample of what it carries", () => {
    const html = archive({
      editions: [],
      sample: { edition: null, stories: [story], reporters: [] },
      firstFriday: "December 4, 2026",
    });
    expect(html).toContain("No edition has gone out yet: the first arrives on Friday, December 4, 2026.");
    expect(html).toContain("A sample edition");
    expect(html).toContain(`href="/articles/${story.slug}"`);
    expect(html).toContain(story.title);
  });
});
