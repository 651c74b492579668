import { z } from "zod";

/** Recipients per queue message: small enough for one consumer run, large enough to keep messages few. */
export const recipientsPerMessage = 50;

/** One message on the edition-sends queue: an edition and up to 50 of its recipients. */
export const editionSendSchema = z.object({
  edition: z.number().int().positive(),
  subscribers: z.array(z.number().int().positive()).min(1).max(recipientsPerMessage),
});
export type EditionSend = z.infer<typeof editionSendSchema>;
