/**
 * Local rate limits (Miniflare) count in windows aligned to the wall clock: a window is
 * floor(now / period). A burst that straddles a boundary is split over two windows and never reaches
 * the limit, so a test that must land all its requests in one window first waits for a fresh one
 * when the current window has less than `neededSeconds` left.
 */
export async function startInOneRateLimitWindow(periodSeconds: number, neededSeconds: number) {
  const periodMs = periodSeconds * 1000;
  const left = periodMs - (Date.now() % periodMs);
  if (left < neededSeconds * 1000) await new Promise((resolve) => setTimeout(resolve, left + 100));
}
