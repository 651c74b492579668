import { parseWithZod } from "@conform-to/zod/v4";
import type { ZodType } from "zod";
import { mailFormNotice, type MailFormNotice, type MailFormText } from "~/lib/forms/mail-form-notice";

/**
 * The mail forms' check in the browser, loaded on demand by MailForm: the action's own parse, and the
 * notice the action would answer with when it fails.
 */
export function checkMailForm<T>(
  formData: FormData,
  schema: ZodType<T>,
  text: MailFormText,
): { ok: true; value: T } | { ok: false; notice: MailFormNotice } {
  const submission = parseWithZod(formData, { schema });
  if (submission.status === "success") return { ok: true, value: submission.value };
  return { ok: false, notice: mailFormNotice(submission, text)! };
}
