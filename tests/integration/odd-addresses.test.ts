// Addresses a mailer would read as something else (a display name, a list, a second header) are
// refused by the one email rule every form and the API share, with the field named, and never stored.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { validReport } from "../fixtures/report";
import { postJson } from "./api-client";

export const oddAddresses = [
  "x<probe@example.com>",
  "a,b@example.com",
  "a;b@example.com",
  "reader@example.com>",
  "<reader@example.com",
  "a\u0007b@example.com",
  "reader@example.com\u0000",
  "a\u007fb@example.com",
];

const stored = async (table: "subscribers" | "submissions", email: string) =>
  (await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE email = ?`)
    .bind(email)
    .first<{ n: number }>())!.n;

describe("Addresses with <, >, comma, semicolon or a control character", () => {
  it.each(oddAddresses)(
    "a sign-up with %j is refused with the field named and stores nothing",
    async (email) => {
      const response = await postJson("/api/newsletter/subscribe", { email });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        success: false,
        message: "Please enter a valid email address",
      });
      expect(await stored("subscribers", email.toLowerCase())).toBe(0);
    },
  );

  it.each(oddAddresses)(
    "a report with %j is refused with the field named and stores nothing",
    async (email) => {
      const response = await postJson("/api/submissions/submit", { ...validReport, email });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        success: false,
        message: "Please enter a valid email address",
      });
      expect(await stored("submissions", email)).toBe(0);
    },
  );
});
