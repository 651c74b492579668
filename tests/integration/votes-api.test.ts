import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { signVoterId, voterSecret } from "~/lib/server/voter-signature.server";
import { call } from "./api-client";

type VoteAnswer = {
  success: boolean;
  counts: { yes: number; maybe: number; no: number };
  alreadyVoted?: boolean;
  message?: string;
};

const postVote = (body: unknown, cookie?: string) =>
  call("/api/votes", {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

async function counts(articleId: number) {
  const response = await call(`/api/votes/${articleId}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as VoteAnswer).counts;
}

function voterCookie(response: Response) {
  const header = response.headers.get("set-cookie") ?? "";
  return header.split(";")[0];
}

describe("GET /api/votes/:articleId", () => {
  it("answers success and the yes, maybe and no counts of an article", async () => {
    const response = await call("/api/votes/4");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, counts: { yes: 0, maybe: 0, no: 0 } });
  });

  it("answers 404 in the API's envelope for a well-formed id that names no article", async () => {
    for (const id of ["9999", "999999"]) {
      const response = await call(`/api/votes/${id}`);
      expect(response.status, id).toBe(404);
      expect(await response.json()).toEqual({ success: false, message: `No article with id ${id}.` });
    }
  });

  it("rejects a non-integer id with a JSON 400", async () => {
    for (const id of ["abc", "1.5", "-3"]) {
      const response = await call(`/api/votes/${id}`);
      expect(response.status, id).toBe(400);
      expect(await response.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
  });
});

describe("POST /api/votes", () => {
  it("stores a vote in D1 and answers the new counts", async () => {
    const before = await counts(5);
    const response = await postVote({ articleId: 5, vote: "maybe" });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as VoteAnswer;
    expect(answer).toMatchObject({ success: true, alreadyVoted: false });
    expect(answer.counts).toEqual({ ...before, maybe: before.maybe + 1 });
    expect(await counts(5)).toEqual(answer.counts);
  });

  it("gives a new voter an HttpOnly, SameSite=Lax, Secure cookie for the whole site", async () => {
    const response = await postVote({ articleId: 6, vote: "yes" });
    const header = response.headers.get("set-cookie") ?? "";
    expect(header).toMatch(/^fd_voter=[0-9a-f-]{36}\.[A-Za-z0-9_-]{43};/);
    expect(header).toContain("HttpOnly");
    expect(header).toContain("SameSite=Lax");
    expect(header).toContain("Secure");
    expect(header).toContain("Path=/");
    expect(header).toMatch(/Max-Age=\d{8}/);
  });

  it("changes nothing when the same voter votes again, and still answers the counts", async () => {
    const first = await postVote({ articleId: 7, vote: "yes" });
    const cookie = voterCookie(first);
    const afterFirst = ((await first.json()) as VoteAnswer).counts;
    const second = await postVote({ articleId: 7, vote: "no" }, cookie);
    expect(second.status).toBe(200);
    // The voter cookie is not reissued (the D1 session bookmark cookie may be).
    expect(second.headers.get("set-cookie") ?? "").not.toContain("fd_voter=");
    const answer = (await second.json()) as VoteAnswer;
    expect(answer).toMatchObject({ success: true, alreadyVoted: true });
    expect(answer.counts).toEqual(afterFirst);
  });

  it("counts no vote under a made-up voter id: the reader gets a fresh signed id instead", async () => {
    const forged = "0b5f3c1e-2d4a-4f6b-9c8d-7e6f5a4b3c2d";
    const madeUp = [
      forged,
      `${forged}.${"A".repeat(43)}`,
      // A real signature moved onto another id.
      `${forged}.${(await signVoterId(crypto.randomUUID(), voterSecret(env))).split(".")[1]}`,
      // Signed with another secret.
      await signVoterId(forged, "not-the-server-secret"),
    ];
    for (const value of madeUp) {
      const response = await postVote({ articleId: 9, vote: "maybe" }, `fd_voter=${value}`);
      expect(response.status).toBe(200);
      const issued = voterCookie(response);
      expect(issued).toMatch(/^fd_voter=[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/);
      expect(issued).not.toContain(forged);
    }
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM votes WHERE voter_id LIKE ?")
      .bind(`${forged}%`)
      .first<{ n: number }>();
    expect(stored?.n).toBe(0);
  });

  it("recognises the signed id it issued, so a returning reader still votes once", async () => {
    const first = await postVote({ articleId: 10, vote: "yes" });
    const again = await postVote({ articleId: 10, vote: "no" }, voterCookie(first));
    expect(((await again.json()) as VoteAnswer).alreadyVoted).toBe(true);
  });

  // Each request comes from its own address (api-client), so this is about the race, not the rate limit.
  it("counts 100 concurrent identical votes from one voter exactly once", { timeout: 30_000 }, async () => {
    const cookie = `fd_voter=${await signVoterId(crypto.randomUUID(), voterSecret(env))}`;
    const before = await counts(8);
    const responses = await Promise.all(
      Array.from({ length: 100 }, () => postVote({ articleId: 8, vote: "yes" }, cookie)),
    );
    expect(responses.every((response) => response.status === 200)).toBe(true);
    const answers = (await Promise.all(responses.map((response) => response.json()))) as VoteAnswer[];
    expect(answers.filter((answer) => answer.alreadyVoted === false)).toHaveLength(1);
    expect(await counts(8)).toEqual({ ...before, yes: before.yes + 1 });
  });

  it("rejects an invalid choice or an unknown article with a JSON 400", async () => {
    for (const body of [
      { articleId: 5, vote: "perhaps" },
      { articleId: 9999, vote: "yes" },
      { articleId: "5", vote: "yes" },
      { articleId: 5.5, vote: "yes" },
      { vote: "yes" },
    ]) {
      const response = await postVote(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = (await response.json()) as VoteAnswer;
      expect(answer.success).toBe(false);
      expect(answer.message).toEqual(expect.any(String));
    }
  });

  it("rejects a malformed JSON body with a 400", async () => {
    const response = await call("/api/votes", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"articleId": 5, "vote": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false });
  });

  it("rejects a body that is not JSON with a 415", async () => {
    const response = await call("/api/votes", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "articleId=5&vote=yes",
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ success: false });
  });
});

describe("POST /api/votes body guard", () => {
  const bodyOfSize = (bytes: number) =>
    JSON.stringify({ articleId: 9, vote: "yes", padding: "x".repeat(bytes) });

  it("answers a 1 MB vote 413 and writes nothing", async () => {
    const before = await counts(9);
    const response = await postVote(JSON.parse(bodyOfSize(1024 * 1024)));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      success: false,
      message: "The request body is larger than 40 KB.",
    });
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(await counts(9)).toEqual(before);
  });

  it("answers a 20 MB vote sent in chunks without a length 413 and writes nothing", async () => {
    const before = await counts(9);
    const chunk = new TextEncoder().encode("[".repeat(64 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 20 * 1024 * 1024) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const response = await call("/api/votes", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await counts(9)).toEqual(before);
  });

  it("accepts a vote sent as application/vnd.api+json, like every other JSON route", async () => {
    const response = await call("/api/votes", {
      method: "POST",
      headers: { "content-type": "application/vnd.api+json" },
      body: JSON.stringify({ articleId: 9, vote: "maybe" }),
    });
    expect(response.status).toBe(200);
  });

  it("sets no bookmark cookie when a vote is refused", async () => {
    const response = await postVote({ articleId: 9, vote: "perhaps" });
    expect(response.status).toBe(400);
    expect(response.headers.get("set-cookie") ?? "").not.toContain("d1-bookmark");
  });
});
