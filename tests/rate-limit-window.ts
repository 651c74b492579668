/**
 * Local rate limits (Miniflare) count in windows aligned to the wall clock: a window is
 * floor(now / period). A burst that straddles a boundary is split over two windows and never reaches
 * the limit. Rather than wait for a fresh window, a test runs its burst (from an address of its own,
 * made inside `burst`) and, in the rare case it straddled a boundary, runs it again from a new address.
 * `slackSeconds` is how much of the window must be left after the burst for the test's follow-up
 * requests to land in the same window.
 */
export async function inOneRateLimitWindow<T>(
  periodSeconds: number,
  burst: () => Promise<T>,
  slackSeconds = 1,
): Promise<T> {
  const periodMs = periodSeconds * 1000;
  // The Worker reads the same clock, but not at the same instant as this process.
  const margin = 250;
  for (let attempt = 1; ; attempt++) {
    const start = Date.now();
    if (start % periodMs < margin) {
      await new Promise((resolve) => setTimeout(resolve, margin));
      continue;
    }
    const result = await burst();
    const window = Math.floor(start / periodMs);
    if (Math.floor((Date.now() + slackSeconds * 1000) / periodMs) === window || attempt === 5) return result;
  }
}

/**
 * The same windows, for a test whose burst cannot simply run again: waits for a fresh window when
 * the current one has less than `neededSeconds` left.
 */
export async function startInOneRateLimitWindow(periodSeconds: number, neededSeconds: number) {
  const periodMs = periodSeconds * 1000;
  const left = periodMs - (Date.now() % periodMs);
  if (left < neededSeconds * 1000) await new Promise((resolve) => setTimeout(resolve, left + 100));
}
