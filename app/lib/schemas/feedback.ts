import { z } from "zod";
import { looksLikeEmail } from "./email";
import { controlCharacterMessage, isPlainLine, isPlainText, unixNewlines } from "./plain-text";
import { feedbackTypes, feedbackText } from "../copy/feedback-text";

/** Spec §5, "Feedback": only the message is required; an email, when given, must look like one. */
export const feedbackSchema = z.object({
  name: z
    .string()
    .trim()
    .max(100, "Name must be at most 100 characters")
    .refine(isPlainLine, controlCharacterMessage("Name"))
    .optional(),
  email: z
    .string()
    .trim()
    .refine((value) => value === "" || looksLikeEmail(value), feedbackText.invalidDescription)
    .optional(),
  feedbackType: z.enum(feedbackTypes).optional().or(z.literal("")),
  message: z
    .string({ error: feedbackText.missingDescription })
    .overwrite(unixNewlines)
    .trim()
    .min(1, feedbackText.missingDescription)
    .max(5000, "Message must be at most 5,000 characters")
    .refine(isPlainText, controlCharacterMessage("Message")),
});

export type FeedbackInput = z.infer<typeof feedbackSchema>;
