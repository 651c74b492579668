import type { Context, TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";

/**
 * A JSON answer the server already holds as text (search's answers, stored in KV and in the isolate's
 * memory as the JSON they are sent as), sent as it is: no parse and stringify on a cache hit. `T` is
 * the value the text encodes, and the answer is typed as `c.json(value)` would type it, so the
 * browser's typed client (decision 191) reads the same shape from this route as from any other.
 */
export function jsonText<T>(c: Context, text: string): Response & TypedResponse<JSONParsed<T>, 200, "json"> {
  c.header("Content-Type", "application/json");
  // Taken on trust: the caller names the value it serialised. `c.body` types the answer as text.
  const answer: Response = c.body(text, 200);
  return answer as Response & TypedResponse<JSONParsed<T>, 200, "json">;
}
