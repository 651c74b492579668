import { expect, test, type Page } from "@playwright/test";

// decisions.md, "Reporters": each has a role line and a home-page tagline role; both are shown, as one title
// and one tagline.
const reporters = [
  ["Nova Okafor", "Senior AI & Politics Correspondent", "Investigative Futurist"],
  ["Idris Vale", "Space & AI Ethics Specialist", "Future Analyst & Timeline Researcher"],
  ["Mira Castellanos", "Space Exploration & Society Reporter", "Futurist & Storyteller"],
  ["Theo Lindqvist", "Economic Trends & Social Commentary", "Human-Centered Reporter"],
] as const;

/** How a reporter's title and tagline role look where the reporters are listed on one page. */
async function shapes(page: Page, path: string, list: string) {
  await page.goto(path);
  const looks = [];
  for (const [name, role, homeRole] of reporters) {
    const card = page.getByRole("region", { name: list }).getByRole("listitem").filter({ hasText: name });
    const title = card.getByText(role, { exact: true });
    const tagline = card.getByText(homeRole, { exact: true });
    await expect(title).toBeVisible();
    await expect(tagline).toBeVisible();
    const look = (element: Element) => {
      const style = getComputedStyle(element);
      return `${style.fontFamily} ${style.fontStyle} ${style.textTransform}`;
    };
    looks.push({ title: await title.evaluate(look), tagline: await tagline.evaluate(look) });
  }
  return looks;
}

test("A reporter has one title, the role line, with the home-page role as the tagline, the same on the front page and About", async ({
  page,
}) => {
  const home = await shapes(page, "/", "Meet Our Authors");
  const about = await shapes(page, "/about", "Our reporters");
  expect(about).toEqual(home);
  // The title and the tagline never look alike, so a reader does not take them for two titles.
  for (const { title, tagline } of home) expect(tagline).not.toBe(title);
});
