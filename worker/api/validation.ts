import { zValidator } from "@hono/zod-validator";
import type { ZodType } from "zod";

/**
 * Validates a JSON body with a form's shared schema. Unknown fields are dropped by the schema; an
 * invalid body answers 400 `{ success: false, message }` with the first failing field's message.
 */
export function validJson<T extends ZodType>(schema: T) {
  return zValidator("json", schema, (result, c) => {
    if (!result.success) {
      const message = result.error.issues[0]?.message ?? "The request is invalid.";
      return c.json({ success: false as const, message }, 400);
    }
  });
}
