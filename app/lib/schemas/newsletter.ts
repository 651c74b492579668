import { z } from "zod";
import { requiredEmail } from "./email";
import { newsletterText } from "../copy/newsletter-text";

/** The footer form, the /newsletter action and POST /api/newsletter/subscribe all parse with this. */
export const newsletterSchema = z.object({
  email: requiredEmail({ required: newsletterText.requiredTitle, invalid: newsletterText.invalid }),
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;
