// Kept apart from the zod schema so the footer form (on every page) does not ship zod to the browser.
export const newsletterText = {
  requiredTitle: "Email is required",
  requiredDescription: "Please enter your email address to subscribe.",
  invalid: "Please enter a valid email address",
  failureTitle: "Subscription failed",
  failureFallback: "Something went wrong. Please try again.",
  successTitle: "Subscription successful!",
  // The spec's "You're now subscribed…" stopped being true with double opt-in: the toast, the line under
  // the field, the page without JavaScript and the API's message all say this one thing instead, the same
  // for every address so the answer reveals nothing (decisions.md; decision 146).
  successDescription: "Check your inbox and confirm with the link we sent you.",
};

/** What the newsletter is, in one line: the footer's, the article slot's and the promo's. */
export const newsletterPromise = "Tomorrow’s headlines, in your inbox today. Every Friday.";
