import { api } from "~/lib/browser/api";
import { ApiError } from "~/lib/browser/api-client";
import type { SubmissionInput } from "~/lib/schemas/submission";

/** How a valid report's trip to the API ended: the form turns it into the reader's message. */
export type TransmitOutcome = { sent: true } | { sent: false; refusal?: string };

/** `POST /api/submissions/submit`: a mutation, so retried once (decision 127). */
export async function transmit(report: SubmissionInput): Promise<TransmitOutcome> {
  try {
    // A refusal is a non-ok answer (an ApiError below): the route answers ok only when it kept the report.
    await api.submissions.submit.$post({ json: report });
    return { sent: true };
  } catch (error) {
    return error instanceof ApiError ? { sent: false, refusal: error.message } : { sent: false };
  }
}
