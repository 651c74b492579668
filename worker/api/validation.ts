import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";
import { apiError } from "./errors";

/**
 * Validates a part of the request with a shared schema. Unknown fields are dropped by the schema; an
 * invalid value answers 400 in the API's envelope with the first failing field's message.
 */
export function valid<Target extends keyof ValidationTargets, T extends ZodType>(target: Target, schema: T) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      throw apiError(400, result.error.issues[0]?.message ?? "The request is invalid.");
    }
  });
}

/** A JSON body, after `jsonBody` has guarded it. */
export const validJson = <T extends ZodType>(schema: T) => valid("json", schema);
