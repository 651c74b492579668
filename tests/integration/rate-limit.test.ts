import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { checkRateLimit } from "~/lib/server/rate-limit.server";
import { inOneRateLimitWindow } from "../rate-limit-window";
import { freshClientAddress, postJson } from "./api-client";
import { validReport } from "../fixtures/report";
import { fetchWith } from "./newsletter-mail";

/** Sends `count` requests from one client address, one after another, and returns their statuses. */
async function burst(
  count: number,
  periodSeconds: number,
  send: (index: number, headers: HeadersInit, run: number) => Promise<Response>,
) {
  return inOneRateLimitWindow(periodSeconds, async () => {
    // A tag of its own for each attempt, so a test counts only the rows this attempt wrote.
    const run = Date.now();
    const address = freshClientAddress();
    const responses: Response[] = [];
    for (let index = 0; index < count; index++) {
      responses.push(await send(index, { "cf-connecting-ip": address }, run));
    }
    return { run, address, responses, statuses: responses.map((response) => response.status) };
  });
}

describe("Rate limits on the write endpoints", () => {
  it(
    "Past 20 sign-ups a minute from one address the API answers 429 with Retry-After and writes nothing",
    { timeout: 30_000 },
    async () => {
      // A daily cap large enough that this address's share of it (decision 153) is not what stops it.
      const roomy = { NEWSLETTER_DAILY_CONFIRMATIONS: "100000" } as unknown as Partial<Env>;
      const { run, statuses, responses, address } = await burst(22, 60, (index, headers, run) =>
        fetchWith(roomy, "/api/newsletter/subscribe", {
          method: "POST",
          headers: { ...Object.fromEntries(new Headers(headers)), "content-type": "application/json" },
          body: JSON.stringify({ email: `burst-${run}-${index}@example.com` }),
        }),
      );
      expect(statuses).toEqual([...Array(20).fill(200), 429, 429]);
      const refused = responses[20]!;
      expect(refused.headers.get("retry-after")).toBe("60");
      expect(await refused.json()).toEqual({
        success: false,
        message:
          "Too many newsletter sign-ups from your connection in a short time. Please wait 60 seconds and try again.",
      });
      const stored = await env.DB.prepare("SELECT count(*) AS n FROM subscribers WHERE email LIKE ?")
        .bind(`burst-${run}-%`)
        .first<{ n: number }>();
      expect(stored?.n).toBe(20);

      // Another reader is not held back by this one, and this one's votes have a separate budget.
      const other = await postJson("/api/newsletter/subscribe", { email: `other-${run}@example.com` });
      expect(other.status).toBe(200);
      const vote = await postJson(
        "/api/votes",
        { articleId: 2, vote: "no" },
        { "cf-connecting-ip": address },
      );
      expect(vote.status).toBe(200);
    },
  );

  it(
    "Past 30 votes in ten seconds from one address votes answer 429 with Retry-After 10",
    { timeout: 30_000 },
    async () => {
      const { statuses, responses } = await burst(31, 10, (index, headers) =>
        postJson("/api/votes", { articleId: (index % 13) + 1, vote: "maybe" }, headers),
      );
      expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
      expect(statuses[30]).toBe(429);
      expect(responses[30]!.headers.get("retry-after")).toBe("10");
      expect(((await responses[30]!.json()) as { message: string }).message).toMatch(/^Too many votes/);
    },
  );

  it(
    "Past 20 reports a minute submissions answer 429 before reading the body",
    { timeout: 30_000 },
    async () => {
      const { run, statuses, responses, address } = await burst(21, 60, (index, headers, run) =>
        postJson("/api/submissions/submit", { ...validReport, headline: `Report ${run} ${index}` }, headers),
      );
      expect(statuses).toEqual([...Array(20).fill(200), 429]);
      expect(responses[20]!.headers.get("retry-after")).toBe("60");
      const garbage = await postJson("/api/submissions/submit", "{not json", { "cf-connecting-ip": address });
      expect(garbage.status).toBe(429);
      const stored = await env.DB.prepare("SELECT count(*) AS n FROM submissions WHERE headline LIKE ?")
        .bind(`Report ${run} %`)
        .first<{ n: number }>();
      expect(stored?.n).toBe(20);
    },
  );

  it(
    "Forty cookie-less votes from forty addresses of one IPv6 /64 are limited like one address",
    { timeout: 30_000 },
    async () => {
      const statuses = await inOneRateLimitWindow(10, async () => {
        const network = freshClientAddress().replace(/::1$/, "");
        const answers: number[] = [];
        for (let host = 1; host <= 40; host++) {
          const response = await postJson(
            "/api/votes",
            { articleId: (host % 13) + 1, vote: "yes" },
            { "cf-connecting-ip": `${network}::${host.toString(16)}` },
          );
          answers.push(response.status);
        }
        return answers;
      });
      expect(statuses).toEqual([...Array(30).fill(200), ...Array(10).fill(429)]);
      // The next /64 along is another reader with a budget of its own.
      const neighbour = await postJson(
        "/api/votes",
        { articleId: 1, vote: "no" },
        { "cf-connecting-ip": freshClientAddress() },
      );
      expect(neighbour.status).toBe(200);
    },
  );

  it("When the limiter itself fails, readers are let through and the failure is logged", async () => {
    const broken = { limit: () => Promise.reject(new Error("limiter unavailable")) } as unknown as RateLimit;
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const verdict = await checkRateLimit(
      { VOTE_RATE_LIMIT: broken, FORM_RATE_LIMIT: broken },
      new Request("https://dispatch.test/api/votes", { method: "POST" }),
      "vote",
    );
    expect(verdict).toEqual({ limited: false });
    expect(logged).toHaveBeenCalledOnce();
    logged.mockRestore();
  });
});
