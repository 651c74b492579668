// Opening a confirmation link, or pressing its button, looks a token up in D1 and is never cached:
// it shares the per-network budget of opened unsubscribe links (decision 152).
import { describe, expect, it } from "vitest";
import { call, freshClientAddress } from "./api-client";

const origin = "http://localhost:8787";
const token = (index: number) => `${"a".repeat(40)}${String(index).padStart(3, "0")}`;

async function statuses(requests: (address: string, index: number) => Promise<Response>, count: number) {
  const address = freshClientAddress();
  const seen: number[] = [];
  for (let index = 0; index < count; index++) {
    const response = await requests(address, index);
    await response.body?.cancel();
    seen.push(response.status);
  }
  return seen;
}

describe("/newsletter/confirm is limited per network", () => {
  it("25 opened links with random tokens from one network meet a 429 with Retry-After", async () => {
    const seen = await statuses(
      (address, index) =>
        call(`/newsletter/confirm?token=${token(index)}`, { headers: { "cf-connecting-ip": address } }),
      25,
    );
    expect(seen.slice(0, 20).every((status) => status !== 429)).toBe(true);
    expect(seen.slice(20)).toEqual([429, 429, 429, 429, 429]);
  });

  it("25 presses of the button with random tokens from one network meet a 429", async () => {
    const seen = await statuses(
      (address, index) =>
        call(`/newsletter/confirm?token=${token(index)}`, {
          method: "POST",
          headers: {
            origin,
            "cf-connecting-ip": address,
            "content-type": "application/x-www-form-urlencoded",
          },
          body: `token=${token(index)}`,
        }),
      25,
    );
    expect(seen.filter((status) => status === 429).length).toBeGreaterThanOrEqual(5);
  });

  it("shares its budget with opened unsubscribe links", async () => {
    const address = freshClientAddress();
    for (let index = 0; index < 20; index++) {
      const response = await call(`/unsubscribe?token=${token(index)}`, {
        headers: { "cf-connecting-ip": address },
      });
      await response.body?.cancel();
    }
    const confirm = await call(`/newsletter/confirm?token=${token(99)}`, {
      headers: { "cf-connecting-ip": address },
    });
    expect(confirm.status).toBe(429);
    expect(confirm.headers.get("retry-after")).toBe("60");
  });

  it("answers a limited press through the framework in words, for its error screen to show", async () => {
    const address = freshClientAddress();
    for (let index = 0; index < 20; index++) {
      const response = await call(`/newsletter/confirm?token=${token(index)}`, {
        headers: { "cf-connecting-ip": address },
      });
      await response.body?.cancel();
    }
    const press = await call("/newsletter/confirm.data", {
      method: "POST",
      headers: { origin, "cf-connecting-ip": address, "content-type": "application/x-www-form-urlencoded" },
      body: `token=${token(0)}`,
    });
    expect(press.status).toBe(429);
    expect(press.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await press.text()).toBe(
      "Too many newsletter links opened from your connection in a short time. Please wait 60 seconds and try again.",
    );
  });
});
