// Kept apart from the zod schema so the feedback page shows these without shipping zod up front.
export const feedbackTypes = [
  "General Thoughts",
  "Article Suggestion",
  "Site Improvement",
  "Question",
  "Praise",
  "Criticism",
  "Just Saying Hi",
  "Other",
] as const;

export const feedbackText = {
  missingTitle: "Missing message",
  missingDescription: "Please share your thoughts before submitting",
  invalidTitle: "Invalid email",
  invalidDescription: "Please enter a valid email address if you'd like a response",
  failureTitle: "Something went wrong",
  failureDescription: "We couldn't submit your feedback. Please try again or email us directly.",
  successTitle: "Thanks for your feedback!",
  fallbackLink: "Email not working? Click here instead",
};
