import { ApiError, postJson } from "~/lib/browser/api-client";
import type { SubmissionInput } from "~/lib/schemas/submission";

/** How a valid report's trip to the API ended: the form turns it into the reader's message. */
export type TransmitOutcome = { sent: true } | { sent: false; refusal?: string };

/** `POST /api/submissions/submit`: a mutation, so retried once (decision 127). */
export async function transmit(report: SubmissionInput): Promise<TransmitOutcome> {
  try {
    const answer = await postJson<{ success: boolean; message?: string }>("/api/submissions/submit", report);
    if (!answer.success) return { sent: false, refusal: answer.message ?? "" };
    return { sent: true };
  } catch (error) {
    return error instanceof ApiError ? { sent: false, refusal: error.message } : { sent: false };
  }
}
