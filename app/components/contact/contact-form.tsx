import { useEffect, useRef, useState, type FormEvent } from "react";
import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Field, FormNotice, inputClass, SubmitButton } from "~/components/forms/field";
import { NativeOrRadixSelect } from "~/components/forms/native-or-radix-select";
import { toast } from "~/hooks/use-toast";
import { useHydrated } from "~/hooks/use-hydrated";
import { contactMailto } from "~/lib/browser/mailto";
import { contactSchema, contactSubjects, contactText } from "~/lib/schemas/contact";
import { mailFormNotice, type MailFormActionData } from "~/lib/schemas/mail-form-notice";

const subjectOptions = contactSubjects.map((subject) => ({ value: subject, label: subject }));

/** The "Message prepared!" notice: the reader sends the message from their own mail app. */
export function PreparedMessage({ mailto, focus }: { mailto: string; focus?: boolean }) {
  const link = useRef<HTMLAnchorElement>(null);
  // The form above the fold was just cleared; take the reader to the one thing left to do.
  useEffect(() => {
    if (!focus || !link.current) return;
    link.current.scrollIntoView({ block: "center" });
    link.current.focus({ preventScroll: true });
  }, [focus, mailto]);
  return (
    <FormNotice tone="success" title={contactText.successTitle}>
      <p>{contactText.successDescription}</p>
      <a
        ref={link}
        href={mailto}
        className="mt-3 inline-flex h-10 items-center bg-accent-fill px-5 font-semibold text-on-accent hover:opacity-90"
      >
        Open Email Client
      </a>
    </FormNotice>
  );
}

/**
 * Posts nothing when JavaScript runs: the browser checks the fields and builds the mail link. Without
 * JavaScript the /contact action does the same checks and answers with the same link.
 */
export function ContactForm({
  editorialEmail,
  actionData,
}: {
  editorialEmail: string;
  actionData?: MailFormActionData;
}) {
  const hydrated = useHydrated();
  const [sending, setSending] = useState(false);
  const [prepared, setPrepared] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);
  const failed = actionData && !actionData.ok ? actionData : null;
  // Without JavaScript a failed post comes back as Conform's reply, with what the reader typed.
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contactSchema }),
  });
  const mailto = prepared ?? (actionData?.ok ? actionData.mailto : null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    try {
      const submission = parseWithZod(new FormData(event.currentTarget), { schema: contactSchema });
      if (submission.status !== "success") {
        const notice = mailFormNotice(submission, contactText)!;
        toast({ title: notice.title, description: notice.description, variant: "destructive" });
        return;
      }
      setPrepared(contactMailto(editorialEmail, submission.value));
      setFormKey((key) => key + 1);
    } catch {
      toast({
        title: contactText.failureTitle,
        description: contactText.failureDescription(editorialEmail),
        variant: "destructive",
      });
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
      {mailto && <PreparedMessage mailto={mailto} focus={prepared !== null} />}
      <form
        key={formKey}
        id={form.id}
        method="post"
        noValidate={hydrated}
        onSubmit={hydrated ? onSubmit : undefined}
        aria-labelledby="contact-form-heading"
      >
        <fieldset disabled={sending} className="space-y-6">
          <div className="grid gap-6 sm:grid-cols-2">
            <Field id="contact-name" label="Name">
              <input
                id="contact-name"
                name="name"
                type="text"
                required
                autoComplete="name"
                defaultValue={fields.name.initialValue}
                className={inputClass}
              />
            </Field>
            <Field id="contact-email" label="Email">
              <input
                id="contact-email"
                name="email"
                type="email"
                required
                autoComplete="email"
                defaultValue={fields.email.initialValue}
                className={inputClass}
              />
            </Field>
          </div>
          <Field id="contact-subject" label="Subject" optional>
            <NativeOrRadixSelect
              id="contact-subject"
              name="subject"
              options={subjectOptions}
              placeholder="Choose a subject"
              defaultValue={fields.subject.initialValue || undefined}
              disabled={sending}
            />
          </Field>
          <Field id="contact-message" label="Message">
            <textarea
              id="contact-message"
              name="message"
              rows={6}
              required
              defaultValue={fields.message.initialValue}
              className={`${inputClass} resize-y leading-relaxed`}
            />
          </Field>
          <SubmitButton busy={sending} idle="Send Message" pending="Sending..." />
        </fieldset>
      </form>
    </div>
  );
}
