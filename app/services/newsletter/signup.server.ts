import { createElement } from "react";
import type { Db } from "~/db/client.server";
import { ConfirmEmail, confirmSubject } from "~/emails/confirm-email";
import { renderEmail } from "~/emails/render.server";
import { absoluteUrl } from "~/lib/seo/urls";
import { dailyConfirmationCap, takeConfirmationAllowance } from "~/models/newsletter/daily-cap.server";
import { subscribe, withdrawConfirmation, type PendingConfirmation } from "~/models/subscribers.server";
import { sendEmail, type MailEnv } from "./mailer.server";

export type SignUpEnv = MailEnv & Pick<Env, "SITE_URL" | "NEWSLETTER_DAILY_CONFIRMATIONS">;

export const confirmPath = (token: string) => `/newsletter/confirm?token=${token}`;

/**
 * Sends the confirmation email unless today's global cap is spent. A refused or failed send is
 * withdrawn, so the address can ask again rather than wait out the 24-hour interval for nothing.
 */
export async function sendConfirmation(env: SignUpEnv, db: Db, confirmation: PendingConfirmation) {
  try {
    if (!(await takeConfirmationAllowance(db, dailyConfirmationCap(env)))) {
      console.warn("Newsletter: today's confirmation cap is reached; no confirmation sent");
      await withdrawConfirmation(db, confirmation.tokenHash);
      return;
    }
    const confirmUrl = absoluteUrl(env.SITE_URL, confirmPath(confirmation.token));
    const { html, text } = await renderEmail(
      createElement(ConfirmEmail, {
        confirmUrl,
        email: confirmation.email,
        siteUrl: absoluteUrl(env.SITE_URL, "/"),
      }),
    );
    await sendEmail(env, { to: confirmation.email, subject: confirmSubject, html, text });
  } catch (error) {
    console.error("Newsletter: the confirmation email could not be sent", error);
    await withdrawConfirmation(db, confirmation.tokenHash).catch(() => {});
  }
}

/**
 * A sign-up from any form (the footer and promo through the API, the /newsletter page's action).
 * The address is stored before the answer; the email goes out after it, so the answer takes the same
 * time whether an email is due or not.
 */
export async function signUp(
  env: SignUpEnv,
  db: Db,
  ctx: Pick<ExecutionContext, "waitUntil">,
  email: string,
) {
  const confirmation = await subscribe(db, email);
  if (confirmation) ctx.waitUntil(sendConfirmation(env, db, confirmation));
}
