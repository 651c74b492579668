import { createContext } from "react-router";
import type { Db } from "~/db/client.server";

export type AppContext = {
  env: Env;
  ctx: Pick<ExecutionContext, "waitUntil" | "passThroughOnException">;
  db: Db;
  /** This response's script nonce: every inline or module script the page renders must carry it. */
  nonce: string;
};

/** Carries the Worker's bindings and the request's database handle into loaders and actions. */
export const appContext = createContext<AppContext>();
