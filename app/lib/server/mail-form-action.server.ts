import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { ZodType } from "zod";
import { readFormBody } from "./request-body.server";
import { mailFormNotice, type MailFormActionData, type MailFormText } from "~/lib/forms/mail-form-notice";

/**
 * The no-JavaScript path of the contact and feedback forms: the same Conform parse the browser runs,
 * and the same mail link in answer. Nothing is stored. The reply carries what was typed, so a
 * failed form comes back filled in.
 */
export async function mailFormAction<T>(
  request: Request,
  form: {
    schema: ZodType<T>;
    text: MailFormText & { failureTitle: string };
    failureDescription: string;
    toMailto: (value: T) => string;
  },
) {
  const body = await readFormBody(request);
  if (!body.ok) {
    const notice = { title: form.text.failureTitle, description: form.failureDescription };
    return data<MailFormActionData>({ ok: false, ...notice, result: null }, { status: body.status });
  }
  const submission = parseWithZod(body.value, { schema: form.schema });
  if (submission.status !== "success") {
    const notice = mailFormNotice(submission, form.text)!;
    const failed = { ok: false as const, title: notice.title, description: notice.description };
    return data<MailFormActionData>({ ...failed, result: submission.reply() }, { status: 400 });
  }
  return data<MailFormActionData>({ ok: true, mailto: form.toMailto(submission.value), result: null });
}
