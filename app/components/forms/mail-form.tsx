import { inputClass } from "~/components/ui/input";
import {
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type FormEvent,
  type ReactNode,
  type Ref,
} from "react";
import type { ZodType } from "zod";
import { Field, FormNotice, SubmitButton } from "~/components/forms/field";
import { SelectField } from "~/components/forms/select-field";
import { toast } from "~/hooks/use-toast";
import { useHydrated } from "~/hooks/use-hydrated";
import { useLazyComponent } from "~/hooks/use-lazy-component";
import { useSubmitWhenReady } from "~/hooks/use-submit-when-ready";
import {
  mailFormNoticeOfReply,
  type MailFormActionData,
  type MailFormText,
} from "~/lib/forms/mail-form-notice";

import type { MailFormCheckHandle, MailFormChecked } from "./mail-form-check";

const loadCheck = () => import("./mail-form-check");
type CheckProps<T> = {
  formId: string;
  schema: ZodType<T>;
  text: MailFormText;
  onChecked: (checked: MailFormChecked<T>) => void;
  ref: Ref<MailFormCheckHandle>;
};

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
 * and its Conform reply brings the form back filled in. The check (Conform's useForm with the
 * action's schema, about 30 KB gzip, the chunk the report form's check shares) is fetched when the
 * reader comes to the form; a send before it has arrived waits for it.
 */
export function MailForm<T>(props: MailFormProps<T>) {
  const { id, text, choice, requireSender, actionData } = props;
  const formId = `${id}-form`;
  const hydrated = useHydrated();
  const [formKey, setFormKey] = useState(0);
  const [wanted, setWanted] = useState(false);
  const [schema, setSchema] = useState<ZodType<T> | null>(null);
  const Check = useLazyComponent(loadCheck, wanted) as ComponentType<CheckProps<T>> | null;
  const check = useRef<MailFormCheckHandle>(null);
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
  const { loadSchema } = props;
  useEffect(() => {
    if (!wanted || schema) return;
    let active = true;
    loadSchema().then(
      (loaded) => active && setSchema(() => loaded),
      () => {},
    );
    return () => {
      active = false;
    };
  }, [wanted, schema, loadSchema]);
  const { form, hold } = useSubmitWhenReady(Boolean(Check && schema));

  function onChecked(checked: MailFormChecked<T>) {
    if (!checked.ok) {
      toast({ title: checked.notice.title, description: checked.notice.description, variant: "destructive" });
      return;
    }
    try {
      props.onPrepared(props.toMailto(checked.value));
      setFormKey((key) => key + 1);
    } catch {
      toast({ title: text.failureTitle, description: props.failureDescription, variant: "destructive" });
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (check.current) {
      check.current.submit(event);
      return;
    }
    setWanted(true);
    hold(event, () => Promise.all([loadCheck(), loadSchema()]));
  }

  return (
    <div className="space-y-8">
      {failed && (
        <FormNotice tone="error" title={failed.title}>
          {failed.description}
        </FormNotice>
      )}
      {props.notice}
      {Check && schema && (
        // The check arrives once and is kept in state, so its identity never changes between renders.
        <Check ref={check} formId={formId} schema={schema} text={text} onChecked={onChecked} />
      )}
      <form
        key={formKey}
        ref={form}
        id={formId}
        method="post"
        noValidate={hydrated}
        onSubmit={hydrated ? onSubmit : undefined}
        data-early-submit
        onFocus={() => setWanted(true)}
        onPointerOver={() => setWanted(true)}
        aria-labelledby={`${id}-form-heading`}
      >
        <fieldset className="space-y-6">
          <div className="grid gap-6 sm:grid-cols-2">
            <Field id={`${id}-name`} label="Name" optional={!requireSender}>
              <input
                id={`${id}-name`}
                name="name"
                type="text"
                required={requireSender}
                autoComplete="name"
                defaultValue={initial("name")}
                className={inputClass()}
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
                className={inputClass()}
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
            />
          </Field>
          <Field id={`${id}-message`} label={props.messageLabel}>
            <textarea
              id={`${id}-message`}
              name="message"
              rows={6}
              required
              defaultValue={initial("message")}
              className={inputClass({ className: "resize-y leading-relaxed" })}
            />
          </Field>
          {/* Once loaded the check answers at once: there is no send in flight to show. */}
          <SubmitButton busy={false} idle={props.submitLabel} pending="Sending..." />
        </fieldset>
      </form>
    </div>
  );
}
