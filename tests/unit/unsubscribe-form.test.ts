import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { unsubscribeSchema } from "~/lib/schemas/unsubscribe";

const token = "A".repeat(43);

function parse(pairs: [string, string | File][]) {
  const data = new FormData();
  for (const [name, value] of pairs) data.append(name, value);
  return parseWithZod(data, { schema: unsubscribeSchema });
}

describe("The unsubscribe form", () => {
  it("accepts one well-formed token", () => {
    const submission = parse([["token", token]]);
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value.token).toBe(token);
  });

  it("reads a repeated token by its first value, as FormData.get does", () => {
    const first = parse([
      ["token", token],
      ["token", "x"],
    ]);
    expect(first.status === "success" && first.value.token).toBe(token);
    expect(
      parse([
        ["token", "x"],
        ["token", token],
      ]).status,
    ).toBe("error");
  });

  it("fails a missing, blank, short, padded or file token", () => {
    for (const pairs of [
      [],
      [["token", ""]],
      [["token", "short"]],
      [["token", ` ${token}`]],
      [["token", new File([token], "token.txt")]],
    ] as [string, string | File][][]) {
      expect(parse(pairs).status).toBe("error");
    }
  });

  it("replies with the token as posted, for the rate-limited confirm screen", () => {
    expect(parse([["token", "kept-token-value"]]).reply().initialValue).toEqual({
      token: "kept-token-value",
    });
  });
});
