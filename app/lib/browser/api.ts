import { hc } from "hono/client";
import type { AppType } from "../../../worker/api";
import { apiFetch } from "./api-client";

/**
 * The browser's typed client of /api (decision 191): each call's path, parameters, body and answer come
 * from the Worker's routes (`AppType`), so a wrapper that reads a field a route no longer answers fails
 * to compile. Every call goes through `apiFetch`, the one retry policy (decision 127), and resolves only
 * with an ok answer. Loaded with the wrappers that use it, never with a page's first script.
 */
export const api = hc<AppType>("/api", { fetch: apiFetch });
