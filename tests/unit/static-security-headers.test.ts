import { describe, expect, it } from "vitest";
import { fixedSecurityHeaders } from "../../worker/security/headers";
import headersFile from "../../public/_headers?raw";

/** The header lines public/_headers gives every file (the `/*` rule). */
function headersForAllFiles(pattern = "/*") {
  const rule = headersFile.split(/\n(?=\S)/).find((block) => block.startsWith(`${pattern}\n`));
  const lines = (rule ?? "")
    .split("\n")
    .slice(1)
    .map((line) => line.trim());
  return Object.fromEntries(
    lines.filter(Boolean).map((line) => {
      const colon = line.indexOf(":");
      return [line.slice(0, colon), line.slice(colon + 1).trim()];
    }),
  );
}

describe("Static files", () => {
  it("get the same fixed security headers as the Worker's answers, and a policy that runs no script", () => {
    const { "Content-Security-Policy": policy, ...fixed } = headersForAllFiles();
    expect(fixed).toEqual(fixedSecurityHeaders);
    expect(policy).toMatch(/^default-src 'none';/);
    expect(policy).not.toMatch(/script-src/);
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it("let other sites embed images (feeds, link previews) and nothing else", () => {
    expect(headersForAllFiles("/images/*")["Cross-Origin-Resource-Policy"]).toBe("cross-origin");
    expect(headersForAllFiles("/assets/*")["Cross-Origin-Resource-Policy"]).toBe("same-origin");
    expect(headersForAllFiles("/favicon.svg")["Cross-Origin-Resource-Policy"]).toBe("same-origin");
    // Set per rule, never in `/*`: two rules setting it would join their values into an invalid one.
    expect(headersForAllFiles()).not.toHaveProperty("Cross-Origin-Resource-Policy");
  });
});
