import { Hono } from "hono";
import { submissionText } from "~/lib/copy/submission-text";
import { submissionSchema } from "~/lib/schemas/submission";
import { createSubmission } from "~/models/submissions.server";
import type { ApiEnv } from "./env";
import { jsonBody } from "./json-body";
import { rateLimited } from "./rate-limit";
import { validJson } from "./validation";

export const submissionsApi = new Hono<ApiEnv>().post(
  "/submit",
  rateLimited("submission"),
  jsonBody,
  validJson(submissionSchema),
  async (c) => {
    // A honeypot hit gets the same answer as a real report, so bots learn nothing.
    await createSubmission(c.var.db, c.req.valid("json"));
    return c.json({ success: true as const, message: submissionText.successDescription });
  },
);
