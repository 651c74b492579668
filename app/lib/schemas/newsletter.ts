import { z } from "zod";
import { requiredEmail } from "./email";

export const newsletterText = {
  requiredTitle: "Email is required",
  requiredDescription: "Please enter your email address to subscribe.",
  invalid: "Please enter a valid email address",
  failureTitle: "Subscription failed",
  failureFallback: "Something went wrong. Please try again.",
  successTitle: "Subscription successful!",
  successDescription: "You're now subscribed to our weird and wonderful newsletter.",
};

/** The footer form, the /newsletter action and POST /api/newsletter/subscribe all parse with this. */
export const newsletterSchema = z.object({
  email: requiredEmail({ required: newsletterText.requiredTitle, invalid: newsletterText.invalid }),
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;
