import { networkKey } from "~/lib/utils/client-network";

/**
 * Abuse limits on the endpoints that write: votes, newsletter sign-ups and unsubscribes, and
 * report submissions. The JSON API and the no-JavaScript form actions both ask here, so a script
 * cannot dodge the limit by switching from one to the other.
 */
export type WriteEndpoint = "vote" | "newsletter" | "unsubscribe" | "submission";
/**
 * Search is limited too, on its misses only: a miss is a D1 query and a KV write. So are the
 * newsletter's token links (unsubscribe and confirm): each is a token look-up in D1 that the edge
 * cache never answers.
 */
export type LimitedEndpoint = WriteEndpoint | "search" | "token-link";

type Limiter = "VOTE_RATE_LIMIT" | "FORM_RATE_LIMIT" | "SEARCH_RATE_LIMIT";

// The periods repeat wrangler.toml's [[ratelimits]]: the binding says only yes or no, so Retry-After
// is the whole window, the longest a client can have to wait.
const limits: Record<LimitedEndpoint, { limiter: Limiter; periodSeconds: number; what: string }> = {
  vote: { limiter: "VOTE_RATE_LIMIT", periodSeconds: 10, what: "votes" },
  newsletter: { limiter: "FORM_RATE_LIMIT", periodSeconds: 60, what: "newsletter sign-ups" },
  unsubscribe: { limiter: "FORM_RATE_LIMIT", periodSeconds: 60, what: "unsubscribe requests" },
  submission: { limiter: "FORM_RATE_LIMIT", periodSeconds: 60, what: "report submissions" },
  search: { limiter: "SEARCH_RATE_LIMIT", periodSeconds: 10, what: "new searches" },
  "token-link": { limiter: "FORM_RATE_LIMIT", periodSeconds: 60, what: "newsletter links opened" },
};

export type RateLimitVerdict =
  { limited: false } | { limited: true; retryAfterSeconds: number; message: string };

/** Cloudflare sets cf-connecting-ip on every request; locally a test may set it to stand for a reader. */
export function clientAddress(request: Request) {
  return request.headers.get("cf-connecting-ip")?.trim() || "unknown";
}

export function rateLimitMessage(endpoint: LimitedEndpoint) {
  const { what, periodSeconds } = limits[endpoint];
  return `Too many ${what} from your connection in a short time. Please wait ${periodSeconds} seconds and try again.`;
}

/**
 * Counts this request against its endpoint's limit for the client's network (an IPv4 address or an IPv6 /64). If the limiter
 * itself fails the request goes through: an outage of the counter must not stop readers.
 */
export async function checkRateLimit(
  env: Partial<Pick<Env, Limiter>>,
  request: Request,
  endpoint: LimitedEndpoint,
): Promise<RateLimitVerdict> {
  const { limiter, periodSeconds } = limits[endpoint];
  try {
    const { success } = await env[limiter]!.limit({
      key: `${endpoint}:${networkKey(clientAddress(request))}`,
    });
    if (success) return { limited: false };
  } catch (error) {
    console.error(`Rate limiter ${limiter} failed; letting the request through`, error);
    return { limited: false };
  }
  return { limited: true, retryAfterSeconds: periodSeconds, message: rateLimitMessage(endpoint) };
}

/** The header a 429 carries, for actions and the API alike. */
export const retryAfterHeader = (verdict: { retryAfterSeconds: number }) => ({
  "Retry-After": String(verdict.retryAfterSeconds),
});
