import { createElement } from "react";
import type { Db } from "~/db/client.server";
import { ConfirmEmail, confirmSubject } from "~/emails/confirm-email";
import { renderEmail } from "~/emails/render.server";
import { absoluteUrl } from "~/lib/seo/urls";
import { subscribe, withdrawConfirmation, type PendingConfirmation } from "~/models/subscribers.server";
import { signText } from "~/lib/server/signature.server";
import { voterSecret } from "~/lib/server/voter-signature.server";
import { networkKey, wideNetworkKey } from "~/lib/utils/client-network";
import { clientAddress } from "~/lib/server/rate-limit.server";
import {
  confirmationsSpent,
  dailyConfirmationCap,
  takeConfirmationAllowance,
  takeNetworkShare,
} from "~/models/newsletter/daily-cap.server";
import { sendEmail, type MailEnv } from "./mailer.server";

export type SignUpEnv = MailEnv &
  Pick<Env, "SITE_URL" | "NEWSLETTER_DAILY_CONFIRMATIONS"> & { VOTER_SECRET?: string };

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

/** The reader's network and wide network as keyed hashes for today: no address is stored. */
async function newsletterNetworks(request: Request, secret: string, day: string) {
  const address = clientAddress(request);
  const [network, wideNetwork] = await Promise.all([
    signText(`newsletter:${day}:network:${networkKey(address)}`, secret),
    signText(`newsletter:${day}:wide:${wideNetworkKey(address)}`, secret),
  ]);
  return { network, wideNetwork };
}

/** A sign-up's outcome: taken (the same for every address), or refused because today's emails are spent. */
export type SignUpOutcome = "taken" | "day spent" | "network spent";

/**
 * A sign-up from any form (the footer and promo through the API, the /newsletter page's action).
 * Before the address is even looked at, today's cap and the network's share of it (decision 153) are
 * checked: when either is spent the reader is told so, in an answer that is the same whatever the
 * address. Otherwise the address is stored before the answer and the email goes out after it, so the
 * answer takes the same time whether an email is due or not.
 */
export async function signUp(
  env: SignUpEnv,
  db: Db,
  ctx: Pick<ExecutionContext, "waitUntil">,
  email: string,
  request: Request,
): Promise<SignUpOutcome> {
  const cap = dailyConfirmationCap(env);
  if (await confirmationsSpent(db, cap)) return "day spent";
  const networks = await newsletterNetworks(request, voterSecret(env), new Date().toISOString().slice(0, 10));
  if (!(await takeNetworkShare(db, cap, networks))) return "network spent";
  const confirmation = await subscribe(db, email);
  if (confirmation) ctx.waitUntil(sendConfirmation(env, db, confirmation));
  return "taken";
}
