import { z } from "zod";
import { articleId } from "./vote";

const viewMessage = "view must be the page view's id.";

/**
 * A read beacon: `POST /api/reads`'s JSON body. `view` is the id the server issued with this page
 * view of this story (signed, single use, good for an hour: decision 151); it names no reader.
 */
export const readBeaconSchema = z.object({
  articleId,
  view: z
    .string({ error: viewMessage })
    .max(128, { error: viewMessage })
    .regex(/^[A-Za-z0-9._-]+$/, {
      error: viewMessage,
    }),
});

export type ReadBeacon = z.infer<typeof readBeaconSchema>;

/** `GET /api/reads/view?articleId=N`: the story a page view opened on a client-side navigation. */
export const readViewQuerySchema = z.object({
  articleId: z.coerce.number({ error: "articleId must be a whole number." }).pipe(articleId),
});
