import type { FormActionData, FormReply } from "~/lib/forms/form-action-data";

export type MailFormText = {
  missingTitle: string;
  missingDescription: string;
  invalidTitle: string;
  invalidDescription: string;
};

/** What the contact and feedback actions answer when the form was posted without JavaScript. */
export type MailFormActionData = FormActionData<{ mailto: string }>;

/** What a failed parse says about each field: Conform's submission, or the action's reply to one. */
type ParsedForm = {
  status?: string;
  error?: Record<string, string[] | null | undefined> | null;
  payload: Record<string, unknown>;
};

export type MailFormNotice = { title: string; description: string; field: string };

/**
 * The one notice the spec asks for when a mail-link form fails Conform's parse: a missing required
 * field first, then a malformed email, then anything else (such as an over-long message). Read from
 * which field failed and what it held, never from the message text.
 */
export function mailFormNotice(submission: ParsedForm, text: MailFormText): MailFormNotice | null {
  if (submission.status === "success") return null;
  const errors = Object.entries(submission.error ?? {}).flatMap(([field, messages]) =>
    messages?.[0] ? [{ field, message: messages[0] }] : [],
  );
  if (errors.length === 0) return null;
  const blank = (field: string) => {
    const value = submission.payload[field];
    return typeof value !== "string" || value.trim() === "";
  };
  const missing = errors.find(({ field }) => blank(field));
  if (missing)
    return { title: text.missingTitle, description: text.missingDescription, field: missing.field };
  if (errors.some(({ field }) => field === "email")) {
    return { title: text.invalidTitle, description: text.invalidDescription, field: "email" };
  }
  const { field, message } = errors[0]!;
  return { title: "Please check the form", description: message, field };
}

/** The same notice from the action's reply, for the page posted without JavaScript. */
export const mailFormNoticeOfReply = (result: FormReply, text: MailFormText) =>
  mailFormNotice({ status: result?.status, error: result?.error, payload: result?.initialValue ?? {} }, text);
