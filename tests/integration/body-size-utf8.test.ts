// The body cap is sized from the fields' own limits in UTF-8 bytes (decision 150): a report written
// in Cyrillic up to each field's limit is taken, by the API and by the no-JavaScript form alike.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { readFormBody } from "~/lib/server/request-body.server";
import { submissionLimits } from "~/lib/schemas/submission";
import { validReport, validReportForm } from "../fixtures/report";
import { postJson } from "./api-client";

const zhe = (count: number) => "ж".repeat(count);
const storedDetails = async (details: string) =>
  (await env.DB.prepare("SELECT count(*) AS n FROM submissions WHERE transmission_details = ?")
    .bind(details)
    .first<{ n: number }>())!.n;

/** The report as a browser without JavaScript posts it: URL-encoded, every ж as %D0%B6. */
const formPost = (fields: Record<string, string>) =>
  new Request("https://dispatch.test/submit", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });

describe("Non-Latin text up to the field limits", () => {
  it.each([8_500, submissionLimits.transmissionDetails])(
    "a report with %i ж in its details through the API is stored",
    async (count) => {
      const details = zhe(count);
      const response = await postJson("/api/submissions/submit", {
        ...validReport,
        transmissionDetails: details,
      });
      expect(response.status).toBe(200);
      expect(await storedDetails(details)).toBe(1);
    },
  );

  it.each([2_800, submissionLimits.transmissionDetails])(
    "a form with %i ж in its details is read whole",
    async (count) => {
      const details = zhe(count);
      const body = await readFormBody(formPost(validReportForm({ transmissionDetails: details })));
      expect(body.ok).toBe(true);
      expect(body.ok && body.value.get("transmissionDetails")).toBe(details);
    },
  );

  it("every field at its limit in three-byte characters still fits, in JSON and in a form", async () => {
    // 語 is three bytes in UTF-8, the most one UTF-16 unit can take; %E8%AA%9E in a form.
    const full = {
      ...validReport,
      reporterName: "語".repeat(submissionLimits.reporterName),
      headline: "語".repeat(submissionLimits.headline),
      transmissionDetails: "語".repeat(submissionLimits.transmissionDetails),
      sourceUrl: `https://example.com/${"語".repeat(submissionLimits.sourceUrl - 20)}`,
    };
    const response = await postJson("/api/submissions/submit", full);
    expect(response.status).toBe(200);
    const form = await readFormBody(formPost(validReportForm({ ...full, editorConsent: "on" })));
    expect(form.ok).toBe(true);
  });

  it("a body past what any form of ours can hold is still a 413", async () => {
    const response = await postJson("/api/submissions/submit", {
      ...validReport,
      padding: "x".repeat(200_000),
    });
    expect(response.status).toBe(413);
  });
});
