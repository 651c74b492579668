/** Spec §9: search results are cached for 5 minutes. */
export const searchCacheSeconds = 300;
// v2 keeps the answer as the JSON text the API sends, with its age in KV metadata, so a hit is
// passed through without being parsed and serialised again.
const cacheVersion = "v2";

type CacheMetadata = { storedAt: number };

/** The KV key for a set of search terms; long ones are hashed to stay under KV's 512-byte limit. */
export async function searchCacheKey(terms: string[]): Promise<string> {
  const key = `search:${cacheVersion}:${terms.join(" ")}`;
  if (new TextEncoder().encode(key).length <= 480) return key;
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(terms.join(" ")));
  const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `search:${cacheVersion}:sha256:${hex}`;
}

/** When an answer stored at `storedAt` stops being served. */
export const cachedUntil = (storedAt: number) => storedAt + searchCacheSeconds * 1000;

/**
 * The stored answer (a JSON array) and when it was stored, while it is under 5 minutes old; null when
 * absent, stale or unreadable.
 */
export async function readCachedJson(
  cache: KVNamespace,
  key: string,
  now: number,
): Promise<{ json: string; storedAt: number } | null> {
  try {
    const { value, metadata } = await cache.getWithMetadata<CacheMetadata>(key, "text");
    if (value === null || !value.startsWith("[") || typeof metadata?.storedAt !== "number") return null;
    // KV's own expiry can lag (and is coarse locally), so the entry's age is checked here too.
    const { storedAt } = metadata;
    if (storedAt > now || now >= cachedUntil(storedAt)) return null;
    return { json: value, storedAt };
  } catch (error) {
    console.warn("Search cache read failed; answering from D1", error);
    return null;
  }
}

export function writeCachedJson(cache: KVNamespace, key: string, json: string, storedAt: number) {
  try {
    return cache
      .put(key, json, { expirationTtl: searchCacheSeconds, metadata: { storedAt } satisfies CacheMetadata })
      .catch((error: unknown) => console.warn("Search cache write failed", error));
  } catch (error) {
    console.warn("Search cache write failed", error);
    return Promise.resolve();
  }
}
