import { z } from "zod";
import { requiredEmail } from "./email";
import { newsletterText } from "./newsletter-text";

export { newsletterText };

/** The footer form, the /newsletter action and POST /api/newsletter/subscribe all parse with this. */
export const newsletterSchema = z.object({
  email: requiredEmail({ required: newsletterText.requiredTitle, invalid: newsletterText.invalid }),
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;
