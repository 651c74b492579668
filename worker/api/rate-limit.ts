import type { MiddlewareHandler } from "hono";
import { checkRateLimit, retryAfterHeader, type WriteEndpoint } from "~/lib/server/rate-limit.server";
import type { ApiEnv } from "./env";
import { apiError } from "./errors";

/** 429 with Retry-After once a network (decision 086) passes the endpoint's limit; runs before the body is read. */
export const rateLimited =
  (endpoint: WriteEndpoint): MiddlewareHandler<ApiEnv> =>
  async (c, next) => {
    const verdict = await checkRateLimit(c.env, c.req.raw, endpoint);
    if (!verdict.limited) return next();
    throw apiError(429, verdict.message, retryAfterHeader(verdict));
  };
