import { Hono, type MiddlewareHandler } from "hono";
import { z } from "zod";
import { requiredEmail } from "~/lib/schemas/email";
import { latestEdition } from "~/models/newsletter/editions.server";
import { composeNextEdition, personalise } from "~/services/newsletter/editions.server";
import { runEditionJob } from "~/services/newsletter/edition-job.server";
import { sendEmail } from "~/services/newsletter/mailer.server";
import type { ApiEnv } from "./env";
import { apiError, apiNotFound } from "./errors";
import { jsonBody } from "./json-body";
import { validJson } from "./validation";

type EditorsEnv = ApiEnv & { Bindings: { EDITORS_TOKEN?: string } };

const bytes = (text: string) => new TextEncoder().encode(text);
// workerd's own addition to Web Crypto; the DOM types the project also loads do not declare it.
const subtle = crypto.subtle as SubtleCrypto & { timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean };

/**
 * Editors' commands (`npm run editors -- newsletter …`) reach the Worker with the EDITORS_TOKEN secret
 * as a bearer token. Without the secret the routes do not exist for anyone.
 */
const editorsOnly: MiddlewareHandler<EditorsEnv> = async (c, next) => {
  const expected = c.env.EDITORS_TOKEN;
  if (!expected) apiNotFound(c);
  const given = c.req.header("authorization")?.match(/^Bearer (.+)$/)?.[1] ?? "";
  const [a, b] = [bytes(given), bytes(expected)];
  // Compared in constant time, so the answer's timing leaks nothing about the secret.
  if (a.byteLength !== b.byteLength || !subtle.timingSafeEqual(a, b)) {
    throw apiError(401, "This command needs the editors' token.");
  }
  return next();
};

const sendTestSchema = z.object({
  to: requiredEmail({
    required: "Name the address to send the test to.",
    invalid: "That is not an email address.",
  }),
});

const noEdition = () => apiError(404, "There are no stories for an edition yet.");

/** The next edition, or the last one sent when there is nothing new this week. */
async function editionToShow(env: Env, db: ApiEnv["Variables"]["db"]) {
  const next = await composeNextEdition(db, env.SITE_URL, new Date());
  if (next) return { ...next, stored: false };
  const last = await latestEdition(db);
  return last ? { ...last, stored: true } : null;
}

export const editorsApi = new Hono<EditorsEnv>()
  .use(editorsOnly)
  .get("/newsletter/preview", async (c) => {
    const edition = await editionToShow(c.env, c.var.db);
    if (!edition) throw noEdition();
    const { number, subject, html, text, stored } = edition;
    return c.json({ success: true as const, number, subject, html, text, stored });
  })
  .post("/newsletter/send-test", jsonBody, validJson(sendTestSchema), async (c) => {
    const edition = await editionToShow(c.env, c.var.db);
    if (!edition) throw noEdition();
    const to = c.req.valid("json").to;
    // A test copy's unsubscribe link leads to the unsubscribe page with no token: it unsubscribes nobody.
    const pageUrl = new URL("/unsubscribe", c.env.SITE_URL).href;
    const { messageId } = await sendEmail(c.env, {
      to,
      subject: `[Test] ${edition.subject}`,
      html: personalise(edition.html, pageUrl),
      text: personalise(edition.text, pageUrl),
    });
    return c.json({ success: true as const, number: edition.number, to, messageId });
  })
  .post("/newsletter/send", async (c) => {
    const result = await runEditionJob(c.env, c.var.db, new Date());
    return c.json({ success: true as const, ...result });
  });
