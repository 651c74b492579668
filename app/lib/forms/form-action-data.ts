import type { SubmissionResult } from "@conform-to/react";

/** Conform's reply: what the reader typed and the field messages, so a page comes back filled in. */
export type FormReply = SubmissionResult<string[]> | null;

/**
 * Why a form action did not do its write, in the order the pipeline asks:
 * - `limited`: past the endpoint's rate limit (429, with Retry-After);
 * - `unreadable`: the body guard refused the body (its 400, 408, 413 or 415);
 * - `invalid`: the schema refused a field (400);
 * - `refused`: the model refused a valid form (say, a vote for another article).
 */
export type FormFailureReason = "limited" | "unreadable" | "invalid" | "refused";

/**
 * The one answer of every form action that re-renders its page (a redirect answers nothing). The page
 * turns it into what the reader sees: a success with what the write produced (`done`), or a failure
 * with its reason and message; `result` always carries Conform's reply for the form.
 */
export type FormActionData<Done> =
  | { ok: true; done: Done; result: FormReply }
  | { ok: false; reason: FormFailureReason; message: string | null; result: FormReply };

/** A field as it was posted, a repeated one by its first value (as `FormData.get` reads it). */
export function postedValue(result: FormReply | undefined, name: string): unknown {
  const value = result?.initialValue?.[name];
  return Array.isArray(value) ? value[0] : value;
}

/** What the reader typed in a field, from the reply: the form shows it again. */
export function typedValue(result: FormReply | undefined, name: string) {
  const value = result?.initialValue?.[name];
  return typeof value === "string" ? value : undefined;
}
