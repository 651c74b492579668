import type { Db } from "~/db/client.server";
import { submissions } from "~/db/schema";
import type { SubmissionInput } from "~/lib/schemas/submission";

/**
 * Stores a validated report. A filled honeypot still stores the row, as `spam`: a reader whose browser
 * auto-filled the hidden field loses nothing, and editors can move it back to `pending`.
 */
export async function createSubmission(db: Db, input: SubmissionInput) {
  const [row] = await db
    .insert(submissions)
    .values({
      reporterName: input.reporterName,
      email: input.email,
      headline: input.headline,
      futureCategory: input.futureCategory,
      probability: input.probability,
      timelineCategory: input.timelineCategory,
      transmissionDetails: input.transmissionDetails,
      sourceUrl: input.sourceUrl || null,
      editorConsent: input.editorConsent,
      status: input.website ? "spam" : "pending",
    })
    .returning({ id: submissions.id, status: submissions.status });
  return row!;
}
