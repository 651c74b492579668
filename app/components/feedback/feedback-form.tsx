import { useState, type FormEvent } from "react";
import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Field, FormNotice, inputClass, SubmitButton } from "~/components/forms/field";
import { NativeOrRadixSelect } from "~/components/forms/native-or-radix-select";
import { toast } from "~/hooks/use-toast";
import { useHydrated } from "~/hooks/use-hydrated";
import { feedbackMailto } from "~/lib/browser/mailto";
import { feedbackSchema, feedbackText, feedbackTypes } from "~/lib/schemas/feedback";
import { mailFormNotice, type MailFormActionData } from "~/lib/schemas/mail-form-notice";

const typeOptions = feedbackTypes.map((type) => ({ value: type, label: type }));

/** Opens the reader's mail app; a browser that refuses the mailto: scheme throws here. */
function openMailApp(mailto: string) {
  window.location.href = mailto;
}

/**
 * With JavaScript the browser checks the fields, opens the mail app and thanks the reader, with a
 * fallback link in the toast. Without JavaScript the /feedback action answers with the same link.
 */
export function FeedbackForm({
  feedbackEmail,
  actionData,
}: {
  feedbackEmail: string;
  actionData?: MailFormActionData;
}) {
  const hydrated = useHydrated();
  const [sending, setSending] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const failed = actionData && !actionData.ok ? actionData : null;
  // Without JavaScript a failed post comes back as Conform's reply, with what the reader typed.
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: feedbackSchema }),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    try {
      const submission = parseWithZod(new FormData(event.currentTarget), { schema: feedbackSchema });
      if (submission.status !== "success") {
        const notice = mailFormNotice(submission, feedbackText)!;
        toast({ title: notice.title, description: notice.description, variant: "destructive" });
        return;
      }
      const mailto = feedbackMailto(feedbackEmail, submission.value);
      openMailApp(mailto);
      setFormKey((key) => key + 1);
      toast({
        title: feedbackText.successTitle,
        action: (
          <a href={mailto} className="font-sans text-sm font-semibold underline underline-offset-2">
            {feedbackText.fallbackLink}
          </a>
        ),
      });
    } catch {
      toast({
        title: feedbackText.failureTitle,
        description: feedbackText.failureDescription,
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
      {actionData?.ok && (
        <FormNotice tone="success" title={feedbackText.successTitle}>
          <p>One last step: send it from your email app.</p>
          <a
            href={actionData.mailto}
            className="mt-3 inline-flex h-10 items-center bg-accent-fill px-5 font-semibold text-on-accent hover:opacity-90"
          >
            Open Email Client
          </a>
        </FormNotice>
      )}
      <form
        key={formKey}
        id={form.id}
        method="post"
        noValidate={hydrated}
        onSubmit={hydrated ? onSubmit : undefined}
        aria-labelledby="feedback-form-heading"
      >
        <fieldset disabled={sending} className="space-y-6">
          <div className="grid gap-6 sm:grid-cols-2">
            <Field id="feedback-name" label="Name" optional>
              <input
                id="feedback-name"
                name="name"
                type="text"
                autoComplete="name"
                defaultValue={fields.name.initialValue}
                className={inputClass}
              />
            </Field>
            <Field id="feedback-email" label="Email" optional>
              <input
                id="feedback-email"
                name="email"
                type="email"
                autoComplete="email"
                placeholder="Only if you would like a reply"
                defaultValue={fields.email.initialValue}
                className={inputClass}
              />
            </Field>
          </div>
          <Field id="feedback-type" label="Type of feedback" optional>
            <NativeOrRadixSelect
              id="feedback-type"
              name="feedbackType"
              options={typeOptions}
              placeholder="Choose a type"
              defaultValue={fields.feedbackType.initialValue || undefined}
              disabled={sending}
            />
          </Field>
          <Field id="feedback-message" label="Your thoughts">
            <textarea
              id="feedback-message"
              name="message"
              rows={6}
              required
              defaultValue={fields.message.initialValue}
              className={`${inputClass} resize-y leading-relaxed`}
            />
          </Field>
          <SubmitButton busy={sending} idle="Send Feedback" pending="Sending..." />
        </fieldset>
      </form>
    </div>
  );
}
