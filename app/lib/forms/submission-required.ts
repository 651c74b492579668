/**
 * The fields the submission schema requires, for the form's `required` attributes: the form renders
 * without zod, which loads only once a reader starts on it. tests/unit/submission-required.test.ts
 * holds this to the schema.
 */
export const submissionRequired = {
  reporterName: true,
  email: true,
  headline: true,
  futureCategory: true,
  probability: true,
  timelineCategory: true,
  transmissionDetails: true,
  sourceUrl: false,
  editorConsent: true,
  website: false,
} as const;

export type SubmissionField = keyof typeof submissionRequired;
