import { parseWithZod } from "@conform-to/zod/v4";
import type { Submission } from "@conform-to/react";
import { data, type RouterContextProvider } from "react-router";
import type { output, ZodType } from "zod";
import { actionRateLimit } from "./rate-limit-reply.server";
import { readFormBody } from "./request-body.server";
import type { FormActionData } from "~/lib/forms/form-action-data";
import { retryAfterHeader, type WriteEndpoint } from "~/lib/server/rate-limit.server";

/** A write that happened: what the page shows next, and the status when it is not 200. */
export type FormDone<Done> = { done: Done; status?: number; headers?: HeadersInit };
/** A valid form the model would not take: answered 400 (or `status`) with the message. */
export type FormRefusal = { refused: string; status?: number };

type FormActionArgs = { request: Request; context: Readonly<RouterContextProvider> };

export type FormPipeline<Schema extends ZodType, Target, Done> = {
  /** The one schema of this form: the browser's useForm, the action and the API parse with it. */
  schema: Schema;
  /**
   * The write's budget (lib/server/rate-limit.server.ts), shared with its API route; null for a form
   * that has no budget (the mail forms write nothing; the subscription confirmation never had one).
   */
  rateLimit: WriteEndpoint | null;
  /** What the form writes to, looked up before the body is judged: an unknown one is thrown as 404. */
  target?: () => Promise<Target>;
  /**
   * The model call, with the parsed value: only a valid form under the limit gets here. It answers
   * what the page shows next, a refusal, or its own answer (a redirect).
   */
  write: (value: output<Schema>, target: Target) => Promise<FormDone<Done> | FormRefusal | Response>;
};

/** The first message of a failed parse, in the schema's field order: the one message a page shows. */
export function firstError(submission: Extract<Submission<unknown>, { status?: "error" }>) {
  const messages = Object.values(submission.error ?? {}).flat();
  return messages.find((message) => typeof message === "string") ?? null;
}

/**
 * The one pipeline of every page action (decision 126), in one order:
 * 1. count the attempt against the rate limit, before the body is read, as the API does;
 * 2. read the body through the one guard and parse it with Conform and the form's schema;
 * 3. past the limit: 429 with Retry-After, handing back what was sent so the form comes back filled in;
 * 4. `target`: an unknown one is a 404 whatever was posted;
 * 5. a body the guard refused: its status and message;
 * 6. a field the schema refused: 400 with Conform's reply and the first message;
 * 7. `write`: the model call, whose answer the page shows.
 * Every answer but a redirect is a `FormActionData`.
 */
export async function formAction<Schema extends ZodType, Done, Target = undefined>(
  { request, context }: FormActionArgs,
  form: FormPipeline<Schema, Target, Done>,
) {
  const limit = form.rateLimit ? await actionRateLimit(context, request, form.rateLimit) : null;
  const body = await readFormBody(request);
  const submission = body.ok ? parseWithZod(body.value, { schema: form.schema }) : null;
  if (limit?.limited) {
    const result = submission?.reply() ?? null;
    return failed<Done>({ reason: "limited", message: limit.message, result }, 429, retryAfterHeader(limit));
  }
  const target = form.target ? await form.target() : (undefined as Target);
  if (!body.ok)
    return failed<Done>({ reason: "unreadable", message: body.message, result: null }, body.status);
  if (submission!.status !== "success") {
    const result = submission!.reply();
    return failed<Done>({ reason: "invalid", message: firstError(submission!), result }, 400);
  }
  const written = await form.write(submission!.value, target);
  if (written instanceof Response) return written;
  if ("refused" in written) {
    const result = submission!.reply();
    return failed<Done>({ reason: "refused", message: written.refused, result }, written.status ?? 400);
  }
  // The write is done: the form comes back empty.
  const result = submission!.reply({ resetForm: true });
  return data<FormActionData<Done>>(
    { ok: true, done: written.done, result },
    { status: written.status ?? 200, headers: written.headers },
  );
}

function failed<Done>(
  failure: Omit<Extract<FormActionData<Done>, { ok: false }>, "ok">,
  status: number,
  headers?: HeadersInit,
) {
  return data<FormActionData<Done>>({ ok: false, ...failure }, { status, headers });
}
