import { z } from "zod";
import { isPlainLine } from "./plain-text";

/**
 * Spec §5: something@something.something with no spaces anywhere. Nor `<`, `>`, `,` or `;`: a mail
 * header reads them as a display name, a list of recipients or a group, so `a,b@example.com` would
 * be two recipients and `x<probe@example.com>` another address than the one stored (decision 154).
 */
export const emailPattern = /^[^\s@<>,;]+@[^\s@<>,;]+\.[^\s@<>,;]+$/;

/** RFC 5321 caps a forward path at 254 characters; longer input cannot be a deliverable address. */
export const maxEmailLength = 254;

export function looksLikeEmail(value: string) {
  return value.length <= maxEmailLength && emailPattern.test(value) && isPlainLine(value);
}

/** A required email field whose missing and malformed cases carry the caller's messages. */
export function requiredEmail(messages: { required: string; invalid: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .refine(looksLikeEmail, messages.invalid);
}
