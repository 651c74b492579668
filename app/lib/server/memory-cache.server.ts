/**
 * A small cache in the isolate's own memory, in front of a shared one (the edge cache, KV), so a hot
 * entry is answered without a round trip to it. Each entry keeps the expiry it has in the shared
 * cache, so nothing is served longer than the shared cache would serve it. The total size is capped;
 * the least recently used entries go first.
 */
export class MemoryCache<Value> {
  readonly #entries = new Map<string, { value: Value; expiresAt: number; size: number }>();
  readonly #maxSize: number;
  readonly #sizeOf: (value: Value) => number;
  #size = 0;

  /** `sizeOf` measures an entry in the same unit as `maxSize` (UTF-16 code units for text). */
  constructor(maxSize: number, sizeOf: (value: Value) => number) {
    this.#maxSize = maxSize;
    this.#sizeOf = sizeOf;
  }

  get(key: string, now = Date.now()): Value | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (now >= entry.expiresAt) {
      this.#size -= entry.size;
      return undefined;
    }
    // Re-inserted, so the Map's order runs from least to most recently used.
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: Value, expiresAt: number, now = Date.now()) {
    this.delete(key);
    const size = this.#sizeOf(value);
    // One entry may not take over the cache.
    if (expiresAt <= now || size > this.#maxSize / 8) return;
    for (const [oldest, entry] of this.#entries) {
      if (this.#size + size <= this.#maxSize) break;
      this.#entries.delete(oldest);
      this.#size -= entry.size;
    }
    this.#entries.set(key, { value, expiresAt, size });
    this.#size += size;
  }

  delete(key: string) {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#size -= entry.size;
  }

  get size() {
    return this.#size;
  }
}
