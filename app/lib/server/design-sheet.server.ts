import { data } from "react-router";

/**
 * The design sheet and the email renders are for the people who build the site: served by `npm run dev`,
 * or by a server started with DESIGN_SHEET=on (`npm run screenshots`, the end-to-end server); a 404
 * anywhere else, so readers and crawlers never meet them (decision 149).
 */
export function requireDesignSheet(env: Pick<Env, "DESIGN_SHEET">) {
  if (import.meta.env.DEV || (env.DESIGN_SHEET as string) === "on") return;
  throw data(null, { status: 404 });
}
