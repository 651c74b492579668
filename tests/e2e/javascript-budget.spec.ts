import { expect, test } from "@playwright/test";
import { pageTypes } from "./page-types.ts";
import { fromBuild, upfrontBudgetKb, upfrontWeight } from "../../scripts/js-weight/upfront.ts";

// `npm run bench:js` prints these figures; this keeps a page from crossing the budget unnoticed when a
// widget starts importing something heavy up front (decision 103). The served HTML names the scripts.
const pages = [...pageTypes, "/timeline", "/odds"];

for (const path of pages) {
  test(`The page ${path} loads at most ${upfrontBudgetKb} KB of JavaScript up front`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const weight = await upfrontWeight(await response.text(), fromBuild("build/client"));
    expect(weight.files.length).toBeGreaterThan(0);
    expect(weight.gzip / 1024).toBeLessThanOrEqual(upfrontBudgetKb);
  });
}
