import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState, type FormEvent, type ReactNode } from "react";
import type { ZodType } from "zod";
import { Field, FormNotice, inputClass, SubmitButton } from "~/components/forms/field";
import { SelectField } from "~/components/forms/select-field";
import { toast } from "~/hooks/use-toast";
import { useHydrated } from "~/hooks/use-hydrated";
import { mailFormNotice, type MailFormActionData, type MailFormText } from "~/lib/schemas/mail-form-notice";

type Choice = { id: string; name: string; label: string; placeholder: string; options: readonly string[] };

/** What differs between the contact and feedback forms: texts, which fields are required, the choice. */
export type MailFormProps<T> = {
  id: string;
  schema: ZodType<T>;
  text: MailFormText & { failureTitle: string };
  failureDescription: string;
  toMailto: (value: T) => string;
  /** Called with the mail link once the browser has checked the form; the form is then cleared. */
  onPrepared: (mailto: string) => void;
  /** The success notice above the form, if any. */
  notice?: ReactNode;
  requireSender: boolean;
  emailPlaceholder?: string;
  choice: Choice;
  messageLabel: string;
  submitLabel: string;
  actionData?: MailFormActionData;
};

/**
 * A form that posts nothing when JavaScript runs: the browser checks the fields with the schema and
 * builds the mail link. Without JavaScript the route's action (mailFormAction) does the same checks
 * and its Conform reply brings the form back filled in.
 */
export function MailForm<T>(props: MailFormProps<T>) {
  const { id, schema, text, choice, requireSender, actionData } = props;
  const hydrated = useHydrated();
  const [sending, setSending] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const failed = actionData && !actionData.ok ? actionData : null;
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const initial = (name: string) => {
    const value = fields[name as keyof typeof fields]?.initialValue;
    return typeof value === "string" ? value : undefined;
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    try {
      const submission = parseWithZod(new FormData(event.currentTarget), { schema });
      if (submission.status !== "success") {
        const notice = mailFormNotice(submission, text)!;
        toast({ title: notice.title, description: notice.description, variant: "destructive" });
        return;
      }
      props.onPrepared(props.toMailto(submission.value));
      setFormKey((key) => key + 1);
    } catch {
      toast({ title: text.failureTitle, description: props.failureDescription, variant: "destructive" });
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="space-y-8">
      {failed && (
        <FormNotice tone="error" title={failed.title}>
          {failed.description}
        </FormNotice>
      )}
      {props.notice}
      <form
        key={formKey}
        id={form.id}
        method="post"
        noValidate={hydrated}
        onSubmit={hydrated ? onSubmit : undefined}
        aria-labelledby={`${id}-form-heading`}
      >
        <fieldset disabled={sending} className="space-y-6">
          <div className="grid gap-6 sm:grid-cols-2">
            <Field id={`${id}-name`} label="Name" optional={!requireSender}>
              <input
                id={`${id}-name`}
                name="name"
                type="text"
                required={requireSender}
                autoComplete="name"
                defaultValue={initial("name")}
                className={inputClass}
              />
            </Field>
            <Field id={`${id}-email`} label="Email" optional={!requireSender}>
              <input
                id={`${id}-email`}
                name="email"
                type="email"
                required={requireSender}
                autoComplete="email"
                placeholder={props.emailPlaceholder}
                defaultValue={initial("email")}
                className={inputClass}
              />
            </Field>
          </div>
          <Field id={choice.id} label={choice.label} optional>
            <SelectField
              id={choice.id}
              name={choice.name}
              options={choice.options.map((option) => ({ value: option, label: option }))}
              placeholder={choice.placeholder}
              defaultValue={initial(choice.name) || undefined}
              disabled={sending}
            />
          </Field>
          <Field id={`${id}-message`} label={props.messageLabel}>
            <textarea
              id={`${id}-message`}
              name="message"
              rows={6}
              required
              defaultValue={initial("message")}
              className={`${inputClass} resize-y leading-relaxed`}
            />
          </Field>
          <SubmitButton busy={sending} idle={props.submitLabel} pending="Sending..." />
        </fieldset>
      </form>
    </div>
  );
}
