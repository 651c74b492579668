/** One email through the Cloudflare Email Service binding, from the newsletter's sender. */
export type OutgoingEmail = {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
};

export type MailEnv = Pick<Env, "EMAIL" | "NEWSLETTER_FROM">;

export async function sendEmail(env: MailEnv, email: OutgoingEmail) {
  return env.EMAIL.send({
    from: { name: "The Future Dispatch", email: env.NEWSLETTER_FROM },
    to: email.to,
    subject: email.subject,
    html: email.html,
    text: email.text,
    ...(email.headers ? { headers: email.headers } : {}),
  });
}
