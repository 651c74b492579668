import { describe, expect, it } from "vitest";
import { sameOriginPath } from "~/lib/utils/return-path";

const here = "https://dispatch.test/newsletter";

describe("The page a no-JavaScript newsletter sign-up links back to", () => {
  it("is the referring page's path and query when it is one of ours", () => {
    expect(sameOriginPath("https://dispatch.test/about", here)).toBe("/about");
    expect(sameOriginPath("https://dispatch.test/search?q=mars#top", here)).toBe("/search?q=mars");
    expect(sameOriginPath("https://dispatch.test/", here)).toBe("/");
  });

  it.each([
    "https://dispatch.test//evil.example/p",
    "https://dispatch.test/\\evil.example/p",
    "https://dispatch.test/\\/evil.example",
    "https://dispatch.test//\\evil.example",
    "https://evil.example/about",
    "http://dispatch.test/about",
    "https://dispatch.test.evil.example/about",
    "//evil.example/p",
    "/about",
    "javascript:alert(1)",
    "not a url",
    "",
  ])("is nothing for %j", (referer) => {
    expect(sameOriginPath(referer, here)).toBeNull();
  });
});
