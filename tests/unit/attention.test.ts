import { afterEach, describe, expect, it } from "vitest";
import { claimIfFree, release, request, resetAttention, snapshot } from "~/lib/browser/attention";

describe("the reader's attention", () => {
  afterEach(() => resetAttention());

  it("goes to one overlay at a time; the others wait in line", () => {
    request("category");
    request("cookie");
    expect(snapshot().holder).toBe("category");
    release("category");
    expect(snapshot().holder).toBe("cookie");
    release("cookie");
    expect(snapshot().holder).toBeNull();
  });

  it("hands the dock to the cookie notice before the category invitation", () => {
    claimIfFree("promo");
    request("category");
    request("cookie");
    release("promo");
    expect(snapshot().holder).toBe("cookie");
  });

  it("lets the promo claim only a free dock", () => {
    request("cookie");
    expect(claimIfFree("promo")).toBe(false);
    expect(snapshot().waiting.has("promo")).toBe(false);
    release("cookie");
    expect(claimIfFree("promo")).toBe(true);
    expect(snapshot().holder).toBe("promo");
  });

  it("drops a waiting overlay that gives up before its turn", () => {
    request("cookie");
    request("category");
    release("category");
    release("cookie");
    expect(snapshot().holder).toBeNull();
  });
});
