import type { Page } from "@playwright/test";
import { pick } from "./select-field.ts";

export const details =
  "At 9:14 every toaster in the Alfama district stopped browning bread, pending talks with bakers.";
export const uniqueHeadline = (label: string) => `${label} toasters unionise ${Date.now()}`;

/** Fills every field of the submission form with a valid report. */
export async function fillReport(page: Page, headline: string) {
  await page.getByLabel("Reporter Name").fill("Ada Quill");
  await page.getByLabel("Email Address", { exact: true }).fill("ada@example.com");
  await page.getByLabel("Headline").fill(headline);
  await pick(page, "Future Category", "Tech & AI Glitches");
  await pick(page, "Probability", "Plausible Prediction");
  await pick(page, "Timeline Category", "Soft Signal (a strange pattern or early sign)");
  await page.getByLabel("Transmission Details").fill(details);
  await page.getByLabel("Source URL").fill("https://example.com/toasters");
  await page.getByRole("checkbox").check();
}
