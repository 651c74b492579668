import { z } from "zod";
import { looksLikeEmail } from "./email";
import { controlCharacterMessage, isPlainLine, isPlainText, unixNewlines } from "./plain-text";
import {
  futureCategoryOptions,
  probabilityOptions,
  timelineCategoryOptions,
  valuesOf,
} from "../copy/submission-options";

/** Spec §5, "Submission": each message is shown beside its field and is the API's 400 message. */
export const submissionMessages = {
  reporterName: "Name must be at least 2 characters",
  email: "Please enter a valid email address",
  headline: "Headline must be at least 5 characters",
  futureCategory: "Please select a category",
  probability: "Please select a probability level",
  timelineCategory: "Please select a timeline category",
  transmissionDetails: "Transmission details must be at least 50 characters",
  sourceUrl: "Please enter a valid URL",
  editorConsent: "You must consent to allow editors to review and edit your submission",
} as const;

// Upper bounds the spec leaves open; the body cap is sized from them (decision 150).
export const submissionLimits = {
  reporterName: 100,
  headline: 200,
  transmissionDetails: 10_000,
  sourceUrl: 2048,
};

function isWebUrl(value: string) {
  if (value.length > submissionLimits.sourceUrl) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

const m = submissionMessages;

/** Field order matters: the API answers with the first failing field's message, in the spec's order. */
export const submissionSchema = z.object({
  reporterName: z
    .string({ error: m.reporterName })
    .trim()
    .min(2, m.reporterName)
    .max(submissionLimits.reporterName, `Name must be at most ${submissionLimits.reporterName} characters`)
    .refine(isPlainLine, controlCharacterMessage("Name")),
  email: z.string({ error: m.email }).trim().refine(looksLikeEmail, m.email),
  headline: z
    .string({ error: m.headline })
    .trim()
    .min(5, m.headline)
    .max(submissionLimits.headline, `Headline must be at most ${submissionLimits.headline} characters`)
    .refine(isPlainLine, controlCharacterMessage("Headline")),
  futureCategory: z.enum(valuesOf(futureCategoryOptions), { error: m.futureCategory }),
  probability: z.enum(valuesOf(probabilityOptions), { error: m.probability }),
  timelineCategory: z.enum(valuesOf(timelineCategoryOptions), { error: m.timelineCategory }),
  transmissionDetails: z
    .string({ error: m.transmissionDetails })
    .overwrite(unixNewlines)
    .trim()
    .min(50, m.transmissionDetails)
    .max(
      submissionLimits.transmissionDetails,
      `Transmission details must be at most ${submissionLimits.transmissionDetails.toLocaleString("en-US")} characters`,
    )
    .refine(isPlainText, controlCharacterMessage("Transmission details")),
  sourceUrl: z
    .string({ error: m.sourceUrl })
    .trim()
    .refine((value) => value === "" || (isWebUrl(value) && isPlainLine(value)), m.sourceUrl)
    .optional(),
  editorConsent: z.literal(true, { error: m.editorConsent }),
  // The honeypot: invisible to people, tempting to form-filling bots. Anything in it marks the report as spam.
  // Never refused, whatever its length: a message about it would tell a bot which field is the trap.
  website: z
    .string()
    .optional()
    .transform((value) => value?.slice(0, 2048)),
});

export type SubmissionInput = z.infer<typeof submissionSchema>;
