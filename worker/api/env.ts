import type { Db } from "~/db/client.server";

export type ApiEnv = {
  Bindings: Env;
  Variables: { db: Db };
};
