import { brand } from "~/lib/config/site";

// encodeURIComponent, not URLSearchParams: mail apps read "+" literally, so spaces must be %20.
function mailto(address: string, subject: string, body: string) {
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** Spec §7: "{brand} Contact: {subject}" or "Contact Form Submission"; Subject is listed only if chosen. */
export function contactMailto(
  address: string,
  input: { name: string; email: string; subject?: string; message: string },
) {
  const subject = input.subject ? `${brand} Contact: ${input.subject}` : "Contact Form Submission";
  const lines = [`Name: ${input.name}`, `Email: ${input.email}`];
  if (input.subject) lines.push(`Subject: ${input.subject}`);
  lines.push("", "Message:", input.message);
  return mailto(address, subject, lines.join("\n"));
}

/** Spec §7: "Feedback from {name or Anonymous}"; the type reads "Not specified" when blank. */
export function feedbackMailto(
  address: string,
  input: { name?: string; email?: string; feedbackType?: string; message: string },
) {
  const lines = [`Feedback Type: ${input.feedbackType || "Not specified"}`, "", "Message:", input.message];
  if (input.email) lines.push("", `Reply to: ${input.email}`);
  return mailto(address, `Feedback from ${input.name || "Anonymous"}`, lines.join("\n"));
}
