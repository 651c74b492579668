import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useImperativeHandle, type FormEvent, type Ref } from "react";
import type { ZodType } from "zod";
import { mailFormNotice, type MailFormNotice, type MailFormText } from "~/lib/forms/mail-form-notice";

export type MailFormCheckHandle = { submit: (event: FormEvent<HTMLFormElement>) => void };
/** How the browser's check of a send ended: the form turns it into a mail link or a notice. */
export type MailFormChecked<T> = { ok: true; value: T } | { ok: false; notice: MailFormNotice };

type Props<T> = {
  formId: string;
  schema: ZodType<T>;
  text: MailFormText;
  onChecked: (checked: MailFormChecked<T>) => void;
  ref: Ref<MailFormCheckHandle>;
};

/**
 * The mail forms' check in the browser, loaded on demand by MailForm: Conform's useForm on the form
 * element by its id, with the action's own schema, and the notice the action would answer with when a
 * send fails. It renders nothing; the notice is a toast, as the spec asks, not a message per field.
 */
export default function MailFormCheck<T>({ formId, schema, text, onChecked, ref }: Props<T>) {
  const [form] = useForm({
    id: formId,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => {
      const submission = parseWithZod(formData, { schema });
      if (submission.status !== "success") {
        onChecked({ ok: false, notice: mailFormNotice(submission, text)! });
      }
      return submission;
    },
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status === "success") onChecked({ ok: true, value: submission.value as T });
    },
  });
  useImperativeHandle(ref, () => ({ submit: form.onSubmit }), [form.onSubmit]);
  return null;
}
