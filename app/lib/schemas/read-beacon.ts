import { z } from "zod";
import { articleId } from "./vote";

/**
 * A read beacon: `POST /api/reads`'s JSON body. `view` is a random id the page made for this one
 * page view, so a beacon sent twice counts once; it names no reader and lives two days (decision 118).
 */
export const readBeaconSchema = z.object({
  articleId,
  view: z.string({ error: "view must be the page view's id." }).regex(/^[A-Za-z0-9-]{16,64}$/, {
    error: "view must be the page view's id.",
  }),
});

export type ReadBeacon = z.infer<typeof readBeaconSchema>;
