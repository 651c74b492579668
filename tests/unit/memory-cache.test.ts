import { describe, expect, it } from "vitest";
import { MemoryCache } from "~/lib/server/memory-cache.server";

const textCache = (maxSize: number) => new MemoryCache<string>(maxSize, (text) => text.length);

describe("The isolate's memory cache", () => {
  it("serves an entry until the moment it expires, then forgets it", () => {
    const cache = textCache(100);
    cache.set("a", "alpha", 1_000, 0);
    expect(cache.get("a", 999)).toBe("alpha");
    expect(cache.get("a", 1_000)).toBeUndefined();
    expect(cache.get("a", 0)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("never keeps an entry that has already expired", () => {
    const cache = textCache(100);
    cache.set("a", "alpha", 500, 500);
    expect(cache.get("a", 0)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("lets the least recently used entries go when the size cap is reached", () => {
    const cache = textCache(80);
    const keys = ["a", "b", "c", "d", "e", "f", "g", "h"];
    for (const key of keys) cache.set(key, key.repeat(10), 1_000, 0);
    expect(cache.size).toBe(80);
    // "a" is read, so "b" and "c" are now the least recently used, and make room for 15 more.
    expect(cache.get("a", 1)).toBe("a".repeat(10));
    cache.set("i", "i".repeat(5), 1_000, 1);
    cache.set("j", "j".repeat(10), 1_000, 1);
    expect([...keys, "i", "j"].filter((key) => cache.get(key, 2) === undefined)).toEqual(["b", "c"]);
    expect(cache.size).toBe(75);
  });

  it("refuses an entry larger than an eighth of the cap, and a replaced entry counts once", () => {
    const cache = textCache(80);
    cache.set("big", "x".repeat(11), 1_000, 0);
    expect(cache.get("big", 1)).toBeUndefined();
    cache.set("a", "1234567890", 1_000, 0);
    cache.set("a", "12345", 1_000, 0);
    expect(cache.size).toBe(5);
    expect(cache.get("a", 1)).toBe("12345");
  });
});
