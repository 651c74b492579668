import { describe, expect, it } from "vitest";
import { siteFeed } from "~/lib/seo/seo";
import { scriptNonce, securityHeaderProblems } from "../security-requirements";
import { call, postJson } from "./api-client";

const problems = (response: Response) => securityHeaderProblems((name) => response.headers.get(name));

describe("Security headers on the Worker's machine-readable answers", () => {
  it("An API answer, an API 404, an API error and a rejected POST carry every header", async () => {
    const answers = [
      await call("/api/articles"),
      await call("/api/no-such-route"),
      await call("/api/votes/abc"),
      await postJson("/api/votes", "{not json"),
      await call("/api/votes", { method: "DELETE" }),
    ];
    expect(answers.map((response) => response.status)).toEqual([200, 404, 400, 400, 404]);
    for (const response of answers) expect(problems(response)).toEqual([]);
  });

  it("The feed, the sitemap and robots.txt carry every header", async () => {
    for (const path of [siteFeed.path, "/sitemap.xml", "/robots.txt"]) {
      const response = await call(path);
      expect(response.status, path).toBe(200);
      expect(problems(response), path).toEqual([]);
    }
  });

  it("Every answer has its own script nonce", async () => {
    const nonces = new Set<string | undefined>();
    for (let index = 0; index < 20; index++) {
      nonces.add(scriptNonce((await call("/api/articles")).headers.get("content-security-policy")));
    }
    expect(nonces.has(undefined)).toBe(false);
    expect(nonces.size).toBe(20);
  });
});
