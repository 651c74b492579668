import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { validReport } from "../fixtures/report";
import { call, postJson } from "./api-client";

const headlineMessage =
  "Headline contains a control character or a broken character. Please remove it and try again.";
const stored = async (headline: string) =>
  (
    await env.DB.prepare("SELECT count(*) AS n FROM submissions WHERE headline = ?")
      .bind(headline)
      .first<{ n: number }>()
  )?.n;

describe("One-line fields over the API (decision 117)", () => {
  it("U+202E in a headline answers 400 naming the headline, and nothing is stored", async () => {
    const headline = "Toasters \u202eesinoinu at dawn";
    const response = await postJson("/api/submissions/submit", { ...validReport, headline });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message: headlineMessage });
    expect(await stored(headline)).toBe(0);
  });

  it("invalid UTF-8 in a headline answers 400 instead of being stored as U+FFFD", async () => {
    const json = JSON.stringify({ ...validReport, headline: "Toasters XX unionise" });
    const bytes = new TextEncoder().encode(json);
    const at = json.indexOf("XX");
    bytes[at] = 0xff;
    bytes[at + 1] = 0xfe;
    const response = await call("/api/submissions/submit", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: bytes,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message: headlineMessage });
    expect(await stored("Toasters \ufffd\ufffd unionise")).toBe(0);
  });

  it("U+202E in a newsletter address answers 400", async () => {
    const response = await postJson("/api/newsletter/subscribe", { email: "ada\u202e@example.com" });
    expect(response.status).toBe(400);
  });
});
