import { describe, expect, it } from "vitest";
import { voteCaps } from "~/lib/server/vote-caps.server";
import { call } from "./api-client";

type VoteAnswer = {
  success: boolean;
  counts: { yes: number; maybe: number; no: number };
  alreadyVoted: boolean;
};

const vote = (articleId: number, address: string, cookie?: string) =>
  call("/api/votes", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "cf-connecting-ip": address,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify({ articleId, vote: "yes" }),
  });

async function yesVotes(articleId: number) {
  const response = await call(`/api/votes/${articleId}`);
  return ((await response.json()) as VoteAnswer).counts.yes;
}

// Sequential on purpose where the order matters; the 35 from one address also run all at once below.
describe("Per-story vote caps per network (decision 116)", () => {
  it("35 cookie-less votes from one IPv4 address add no more than the address cap", async () => {
    const before = await yesVotes(11);
    const answers = await Promise.all(Array.from({ length: 35 }, () => vote(11, "203.0.113.7")));
    const counted = (await Promise.all(answers.map((a) => a.json() as Promise<VoteAnswer>))).filter(
      (answer) => answer.alreadyVoted === false,
    );
    expect(answers.every((answer) => answer.status === 200 || answer.status === 429)).toBe(true);
    expect(await yesVotes(11)).toBeLessThanOrEqual(before + voteCaps.network);
    expect(counted.length).toBeLessThanOrEqual(voteCaps.network);
  });

  it("40 votes from 40 different /64s of one IPv6 /48 add no more than the /48 cap", async () => {
    const before = await yesVotes(12);
    for (let subnet = 0; subnet < 40; subnet++) {
      const response = await vote(12, `2001:db8:4848:${subnet.toString(16)}::1`);
      expect(response.status).toBe(200);
    }
    expect(await yesVotes(12)).toBe(before + voteCaps.wideNetwork);
  });

  it("40 cookie-less votes from 198.18.15.1–40, one IPv4 /24, add no more than the /24 cap", async () => {
    const before = await yesVotes(14);
    for (let host = 1; host <= 40; host++) {
      const response = await vote(14, `198.18.15.${host}`);
      expect(response.status).toBe(200);
    }
    expect(await yesVotes(14)).toBe(before + voteCaps.wideNetwork);
  });

  it("a refused vote answers like a repeat vote: 200, the counts, alreadyVoted, never an error", async () => {
    const address = "203.0.113.99";
    for (let index = 0; index < voteCaps.network; index++) {
      expect(((await (await vote(13, address)).json()) as VoteAnswer).alreadyVoted).toBe(false);
    }
    const refused = await vote(13, address);
    expect(refused.status).toBe(200);
    const answer = (await refused.json()) as VoteAnswer;
    expect(answer).toMatchObject({ success: true, alreadyVoted: true });
    expect(answer.counts.yes).toBe(await yesVotes(13));
  });

  it("a shared network still votes: the cap is per story, so other stories count", async () => {
    const address = "203.0.113.100";
    for (const articleId of [14, 15, 16]) {
      const answer = (await (await vote(articleId, address)).json()) as VoteAnswer;
      expect(answer.alreadyVoted, String(articleId)).toBe(false);
    }
  });
});
