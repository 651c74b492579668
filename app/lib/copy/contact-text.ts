// Kept apart from the zod schema so the contact page shows these without shipping zod up front.
export const contactSubjects = ["Weird News Tip", "Story Suggestion", "Feedback", "Other"] as const;

export const contactText = {
  missingTitle: "Missing information",
  missingDescription: "Please fill in all required fields",
  invalidTitle: "Invalid email",
  invalidDescription: "Please enter a valid email address",
  failureTitle: "Failed to send message",
  failureDescription: (email: string) => `Please try again later or email us directly at ${email}`,
  successTitle: "Message prepared!",
  successDescription: "Click the link below to send your message via email:",
};
