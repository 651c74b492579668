import { z } from "zod";
import { looksLikeEmail } from "./email";
import { controlCharacterMessage, isPlainLine, isPlainText, unixNewlines } from "./plain-text";
import { contactSubjects, contactText } from "../copy/contact-text";

const missing = contactText.missingDescription;

/** Spec §5, "Contact". Missing fields are checked before the address's shape, as the toasts expect. */
export const contactSchema = z.object({
  name: z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(100, "Name must be at most 100 characters")
    .refine(isPlainLine, controlCharacterMessage("Name")),
  email: z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .refine(looksLikeEmail, contactText.invalidDescription),
  subject: z.enum(contactSubjects).optional().or(z.literal("")),
  message: z
    .string({ error: missing })
    .overwrite(unixNewlines)
    .trim()
    .min(1, missing)
    .max(5000, "Message must be at most 5,000 characters")
    .refine(isPlainText, controlCharacterMessage("Message")),
});

export type ContactInput = z.infer<typeof contactSchema>;
