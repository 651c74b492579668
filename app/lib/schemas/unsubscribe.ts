import { z } from "zod";

/** 32 random bytes (256 bits) as base64url: the shape of every token `createUnsubscribeToken` makes. */
export const unsubscribeTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** A repeated field counts by its first value, as `FormData.get` reads it. */
export const firstValue = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/**
 * The confirm button's form: one hidden token. A missing or malformed token fails here, and the page
 * answers with its "incomplete link" screen (400), as the GET page does for the same token.
 */
export const unsubscribeSchema = z.object({
  token: z.preprocess(firstValue, z.string().regex(unsubscribeTokenPattern)),
});

/** The newsletter confirmation button's form: the same one hidden token of the same shape. */
export const confirmSchema = unsubscribeSchema;
