import { describe, expect, it } from "vitest";
import { meta } from "~/routes/search";

type Descriptor = Record<string, string>;

const metaFor = (query: string) =>
  meta({
    loaderData: { query, page: 1, results: [], notice: null },
    matches: [{ id: "root", loaderData: { siteUrl: "https://dispatch.example" } }],
  } as unknown as Parameters<typeof meta>[0]) as Descriptor[];

describe("Search page metadata (decision 117)", () => {
  const query = "Official statement: the Dispatch endorses this";
  const tags = metaFor(query);

  it("is noindex", () => {
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
  });

  it("keeps the query out of the title and every Open Graph and Twitter tag", () => {
    for (const tag of tags) expect(JSON.stringify(tag)).not.toContain("Official statement");
    expect(tags).toContainEqual({ property: "og:title", content: "Search | The Future Dispatch" });
  });

  it("is the same for every query: the site's own tags", () => {
    expect(metaFor("moon")).toEqual(metaFor("mars"));
  });
});
