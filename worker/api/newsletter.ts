import { Hono } from "hono";
import { newsletterSchema, newsletterText } from "~/lib/schemas/newsletter";
import { signUp } from "~/models/newsletter/signup.server";
import type { ApiEnv } from "./env";
import { jsonBody } from "./json-body";
import { rateLimited } from "./rate-limit";
import { validJson } from "./validation";

export const newsletterApi = new Hono<ApiEnv>().post(
  "/subscribe",
  rateLimited("newsletter"),
  jsonBody,
  validJson(newsletterSchema),
  async (c) => {
    await signUp(c.env, c.var.db, c.executionCtx, c.req.valid("json").email);
    // The same answer whether the address is new, pending, already subscribed or coming back.
    return c.json({ success: true as const, message: newsletterText.successDescription });
  },
);
