import { expect, test, type Page } from "@playwright/test";
import { categories } from "../../app/lib/config/categories.ts";

/**
 * Other ways the site has named its sections: the stored values, the footer's old "Future Trends", the
 * mobile menu's label and spelled-out "and". Only the header's menus may use their own labels (the spec
 * fixes them); everywhere else a reader sees the one display name from the config.
 */
const otherNames = [
  "Randoms",
  "Future of Randoms",
  "Future Trends",
  "Politics & Society",
  "Politics and Society",
  "Politics and Power",
  "AI and Automation",
  "Space and Beyond",
  "Future of Work",
  "The Future of Health",
  "AI and Society",
  "Economy of the Future",
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\&]/g, "\\$&");

/**
 * The page's visible text as a reader sees it (innerText follows `text-transform`, so an upper-cased
 * label counts), without the header's menus and without an article's own prose.
 */
async function visibleText(page: Page) {
  return page.evaluate(() => {
    const hidden = [
      ...[...document.querySelectorAll('nav[aria-label="Main"]')].map((nav) => nav.closest("header")),
      ...document.querySelectorAll(".prose-article"),
    ].filter((element): element is HTMLElement => element instanceof HTMLElement);
    const previous = hidden.map((element) => element.style.display);
    for (const element of hidden) element.style.display = "none";
    const text = `${document.title}\n${document.body.innerText}`;
    hidden.forEach((element, index) => (element.style.display = previous[index]!));
    return text;
  });
}

/** Every other name the text uses, once each display name is taken out of it. */
function strayNames(text: string) {
  let rest = text;
  for (const category of categories)
    rest = rest.replace(new RegExp(`\\b${escape(category.displayName)}`, "gi"), "§");
  return otherNames.filter((name) => new RegExp(`\\b${escape(name)}\\b`, "i").test(rest));
}

test.describe("Category names", () => {
  test("Every page names each section by its one display name", async ({ page, request }) => {
    test.setTimeout(120_000);
    const articles = (await (await request.get("/api/articles")).json()) as {
      slug: string;
      category: string;
    }[];
    const onePerCategory = categories.map(
      (category) => articles.find((article) => article.category === category.name)!.slug,
    );
    const paths = [
      "/",
      ...categories.map((category) => category.path),
      ...onePerCategory.map((slug) => `/articles/${slug}`),
      "/search?q=future",
      "/timeline",
      "/odds",
      "/about",
      "/author/nova-okafor",
      "/newsletter",
      "/newsletter/editions",
      "/no-such-page",
    ];
    const found: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      const stray = strayNames(await visibleText(page));
      if (stray.length) found.push(`${path}: ${stray.join(", ")}`);
    }
    expect(found).toEqual([]);
  });

  test("The footer lists all nine sections by their display names", async ({ page }) => {
    await page.goto("/about");
    const sections = page.getByRole("contentinfo").getByRole("navigation", { name: "Sections" });
    await expect(sections.getByRole("link")).toHaveText(categories.map((category) => category.displayName));
    for (const category of categories)
      await expect(sections.getByRole("link", { name: category.displayName, exact: true })).toHaveAttribute(
        "href",
        category.path,
      );
  });
});
