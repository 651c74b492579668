// Kept apart from the zod schema so the footer form (on every page) does not ship zod to the browser.
export const newsletterText = {
  requiredTitle: "Email is required",
  requiredDescription: "Please enter your email address to subscribe.",
  invalid: "Please enter a valid email address",
  failureTitle: "Subscription failed",
  failureFallback: "Something went wrong. Please try again.",
  successTitle: "Subscription successful!",
  successDescription: "You're now subscribed to our weird and wonderful newsletter.",
};

/** What the newsletter is, in one line: the footer's, the article slot's and the promo's. */
export const newsletterPromise = "Tomorrow’s headlines, in your inbox today. Every Friday.";
