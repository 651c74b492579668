import type { Db } from "~/db/client.server";

export type ApiEnv = {
  Bindings: Env;
  /** `votedStory`: the slug a vote changed, for the read-your-writes bookmark (worker/d1-session.ts). */
  Variables: { db: Db; votedStory?: string };
};
