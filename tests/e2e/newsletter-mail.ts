import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { e2eEditorsToken } from "../../scripts/lib/e2e-editors-token.ts";
import { queryE2eDb, uniqueEmail } from "./e2e-db.ts";

/** Where wrangler's local Email Service writes each message's text part (it delivers nothing). */
const emailRoot = ".wrangler/tmp/email";

function textParts() {
  let instances: string[];
  try {
    instances = readdirSync(emailRoot);
  } catch {
    return [];
  }
  return instances.flatMap((instance) => {
    const folder = join(emailRoot, instance, "email-text");
    try {
      return readdirSync(folder).map((file) => join(folder, file));
    } catch {
      return [];
    }
  });
}

/** The confirmation emails sent to `address`, oldest first, as the path of their link. */
export function confirmationLinks(address: string) {
  return textParts()
    .map((path) => ({ path, text: readFileSync(path, "utf8"), at: statSync(path).mtimeMs }))
    .filter((email) => email.text.includes(address.toLowerCase()))
    .sort((a, b) => a.at - b.at)
    .flatMap((email) => email.text.match(/\/newsletter\/confirm\?token=[A-Za-z0-9_-]{43}/)?.[0] ?? []);
}

/** Waits for the one confirmation email the sign-up sends (it goes out just after the answer). */
export async function confirmationLink(address: string) {
  await expect.poll(() => confirmationLinks(address).length, { timeout: 10_000 }).toBe(1);
  return confirmationLinks(address)[0]!;
}

/** Runs the weekly job now, as `npm run editors -- newsletter send` does; returns the edition's number. */
export async function sendEdition(request: APIRequestContext) {
  const response = await request.post("/api/editors/newsletter/send", {
    headers: { authorization: `Bearer ${e2eEditorsToken}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return Number((await response.json()).edition);
}

/** Signs a new address up and confirms it through its emailed link's form; returns its unsubscribe token. */
export async function confirmedSubscriberToken(page: Page, label: string) {
  const email = uniqueEmail(label);
  const response = await page.request.post("/api/newsletter/subscribe", { data: { email } });
  expect(response.ok()).toBe(true);
  // Only a confirmed reader is on the list: confirm through the emailed link's form.
  const token = new URL(await confirmationLink(email), "http://x").searchParams.get("token")!;
  const confirmed = await page.request.post("/newsletter/confirm", { form: { token } });
  expect(confirmed.status()).toBe(200);
  const [row] = queryE2eDb(`SELECT unsubscribe_token AS token FROM subscribers WHERE email = '${email}'`);
  return String(row!.token);
}
