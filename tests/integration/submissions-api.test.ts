import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { call, postJson } from "./api-client";
import { validReport } from "../fixtures/report";

const valid = validReport;

const submit = (body: unknown) => postJson("/api/submissions/submit", body);
const rows = () => env.DB.prepare("SELECT * FROM submissions ORDER BY id").all<Record<string, unknown>>();

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM submissions").run();
});

describe("POST /api/submissions/submit", () => {
  it("stores exactly one pending row holding all nine fields and a creation time", async () => {
    const before = new Date().toISOString();
    const response = await submit(valid);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      message: "Thank you for your submission. Our temporal analysts will review it shortly!",
    });
    const { results } = await rows();
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({
      reporter_name: valid.reporterName,
      email: valid.email,
      headline: valid.headline,
      future_category: valid.futureCategory,
      probability: valid.probability,
      timeline_category: valid.timelineCategory,
      transmission_details: valid.transmissionDetails,
      source_url: valid.sourceUrl,
      editor_consent: 1,
      status: "pending",
    });
    expect(String(results[0]!.created_at) >= before.slice(0, 19)).toBe(true);
  });

  it("accepts an empty or missing source URL and stores it as empty", async () => {
    expect((await submit({ ...valid, sourceUrl: "" })).status).toBe(200);
    const { sourceUrl: _omitted, ...withoutUrl } = valid;
    expect((await submit(withoutUrl)).status).toBe(200);
    expect((await rows()).results.map((row) => row.source_url)).toEqual([null, null]);
  });

  const brokenRules: [string, Record<string, unknown>, string][] = [
    ["a one-letter name", { reporterName: "A" }, "Name must be at least 2 characters"],
    ["a missing name", { reporterName: undefined }, "Name must be at least 2 characters"],
    ["a bad email", { email: "ada at example.com" }, "Please enter a valid email address"],
    ["a missing email", { email: undefined }, "Please enter a valid email address"],
    ["a four-letter headline", { headline: "Oops" }, "Headline must be at least 5 characters"],
    ["no category", { futureCategory: "" }, "Please select a category"],
    ["an unknown category", { futureCategory: "gardening" }, "Please select a category"],
    ["no probability", { probability: undefined }, "Please select a probability level"],
    ["an unknown probability", { probability: "certain" }, "Please select a probability level"],
    ["no timeline category", { timelineCategory: "" }, "Please select a timeline category"],
    [
      "details under 50 characters",
      { transmissionDetails: "Too short." },
      "Transmission details must be at least 50 characters",
    ],
    [
      "details of 49 characters padded with spaces",
      { transmissionDetails: `${"x".repeat(49)}      ` },
      "Transmission details must be at least 50 characters",
    ],
    ["a source that is not a URL", { sourceUrl: "not a url" }, "Please enter a valid URL"],
    ["a javascript: source", { sourceUrl: "javascript:alert(1)" }, "Please enter a valid URL"],
    [
      "consent withheld",
      { editorConsent: false },
      "You must consent to allow editors to review and edit your submission",
    ],
    [
      "consent missing",
      { editorConsent: undefined },
      "You must consent to allow editors to review and edit your submission",
    ],
    [
      "consent as a string",
      { editorConsent: "true" },
      "You must consent to allow editors to review and edit your submission",
    ],
  ];

  for (const [situation, change, message] of brokenRules) {
    it(`refuses ${situation} with "${message}" and stores nothing`, async () => {
      const response = await submit({ ...valid, ...change });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ success: false, message });
      expect((await rows()).results).toHaveLength(0);
    });
  }

  it("answers with the first field's message when several fields are wrong", async () => {
    const response = await submit({ ...valid, headline: "x", reporterName: "", editorConsent: false });
    expect(await response.json()).toEqual({ success: false, message: "Name must be at least 2 characters" });
  });

  it("ignores unknown fields and never lets the body choose the status", async () => {
    const response = await submit({ ...valid, status: "approved", id: 1, createdAt: "2000-01-01" });
    expect(response.status).toBe(200);
    const { results } = await rows();
    expect(results[0]).toMatchObject({ status: "pending" });
    expect(String(results[0]!.created_at)).not.toMatch(/^2000/);
  });

  it("answers a filled honeypot as a success and stores the report as spam", async () => {
    const response = await submit({ ...valid, website: "https://spam.example" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true });
    expect((await rows()).results.map((row) => row.status)).toEqual(["spam"]);
  });

  it("answers an over-long honeypot like any filled one, never naming the field", async () => {
    const response = await submit({ ...valid, website: "x".repeat(3000) });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ success: true });
    expect(text).not.toMatch(/website|honeypot/i);
    expect((await rows()).results.map((row) => row.status)).toEqual(["spam"]);
  });

  it("refuses a headline carrying a terminal escape, saying so, and stores nothing", async () => {
    const response = await submit({ ...valid, headline: "\u001b[2JToasters unionise\u0007" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      message: "Headline contains a control character or a broken character. Please remove it and try again.",
    });
    expect((await submit({ ...valid, email: "ada\u0000@example.com" })).status).toBe(400);
    expect((await rows()).results).toHaveLength(0);
  });

  it("refuses malformed JSON (400), a huge body (413) and a form body (415), storing nothing", async () => {
    expect((await submit("{not json")).status).toBe(400);
    expect((await submit({ ...valid, transmissionDetails: "x".repeat(41 * 1024) })).status).toBe(413);
    const form = await call("/api/submissions/submit", {
      method: "POST",
      body: new URLSearchParams({ ...valid, editorConsent: "on" }),
    });
    expect(form.status).toBe(415);
    expect((await rows()).results).toHaveLength(0);
  });
});
