import { useRef, useState, type FormEvent, type ReactNode } from "react";
import type { ZodType } from "zod";
import { Field, FormNotice, inputClass, SubmitButton } from "~/components/forms/field";
import { SelectField } from "~/components/forms/select-field";
import { toast } from "~/hooks/use-toast";
import { useHydrated } from "~/hooks/use-hydrated";
import {
  mailFormNoticeOfReply,
  type MailFormActionData,
  type MailFormText,
} from "~/lib/schemas/mail-form-notice";

const loadCheck = () => import("./mail-form-check");
type MailFormCheck = Awaited<ReturnType<typeof loadCheck>>["checkMailForm"];

type Choice = { id: string; name: string; label: string; placeholder: string; options: readonly string[] };

/** What differs between the contact and feedback forms: texts, which fields are required, the choice. */
export type MailFormProps<T> = {
  id: string;
  /** The action's schema, loaded with the check when the reader comes to the form (it brings zod). */
  loadSchema: () => Promise<ZodType<T>>;
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
 * builds the mail link. Without JavaScript the route's action (formAction) does the same checks
 * and its Conform reply brings the form back filled in. The check (Conform's zod parse with the
 * schema, about 30 KB gzip) is fetched when the reader comes to the form; a send before it has
 * arrived waits for it.
 */
export function MailForm<T>(props: MailFormProps<T>) {
  const { id, text, choice, requireSender, actionData } = props;
  const hydrated = useHydrated();
  const [sending, setSending] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const checking = useRef(false);
  // The action's failure, told as the browser's check tells it: an unreadable body gets the fallback.
  const failed =
    actionData && !actionData.ok
      ? actionData.reason === "invalid"
        ? mailFormNoticeOfReply(actionData.result, text)
        : { title: text.failureTitle, description: props.failureDescription }
      : null;
  // The action's Conform reply: what the reader typed, when the page comes back with a notice.
  const typed = actionData?.result?.initialValue;
  const initial = (name: string) => {
    const value = typed?.[name];
    return typeof value === "string" ? value : undefined;
  };
  const prefetch = () => {
    void loadCheck();
    void props.loadSchema();
  };

  function check(formData: FormData, checkMailForm: MailFormCheck, schema: ZodType<T>) {
    setSending(true);
    try {
      const result = checkMailForm(formData, schema, text);
      if (!result.ok) {
        toast({ title: result.notice.title, description: result.notice.description, variant: "destructive" });
        return;
      }
      props.onPrepared(props.toMailto(result.value));
      setFormKey((key) => key + 1);
    } catch {
      toast({ title: text.failureTitle, description: props.failureDescription, variant: "destructive" });
    } finally {
      setSending(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checking.current) return;
    checking.current = true;
    const form = event.currentTarget;
    const formData = new FormData(form);
    Promise.all([loadCheck(), props.loadSchema()]).then(
      ([{ checkMailForm }, schema]) => {
        checking.current = false;
        check(formData, checkMailForm, schema);
      },
      // Without the check (a failed download) the action answers, as it does without JavaScript.
      () => form.submit(),
    );
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
        id={`${id}-form`}
        method="post"
        noValidate={hydrated}
        onSubmit={hydrated ? onSubmit : undefined}
        onFocus={prefetch}
        onPointerOver={prefetch}
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
