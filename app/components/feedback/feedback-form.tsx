import { useState, type FormEvent } from "react";
import { Field, FormNotice, inputClass, SubmitButton } from "~/components/forms/field";
import { NativeOrRadixSelect } from "~/components/forms/native-or-radix-select";
import { toast } from "~/hooks/use-toast";
import { useHydrated } from "~/hooks/use-hydrated";
import { feedbackMailto } from "~/lib/browser/mailto";
import { feedbackSchema, feedbackText, feedbackTypes } from "~/lib/schemas/feedback";
import { checkForm, formValues } from "~/lib/schemas/outcome";

export const feedbackFields = ["name", "email", "feedbackType", "message"] as const;

export type FeedbackActionData =
  | { ok: true; mailto: string }
  | { ok: false; title: string; description: string; values: Record<string, string | undefined> };

const feedbackCheckText = {
  missingTitle: feedbackText.missingTitle,
  missingDescription: feedbackText.missingDescription,
  invalidTitle: feedbackText.invalidTitle,
  invalidDescription: feedbackText.invalidDescription,
};

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
  actionData?: FeedbackActionData;
}) {
  const hydrated = useHydrated();
  const [sending, setSending] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const failed = actionData && !actionData.ok ? actionData : null;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    try {
      const outcome = checkForm(
        feedbackSchema,
        formValues(new FormData(event.currentTarget), feedbackFields),
        feedbackCheckText,
      );
      if (!outcome.ok) {
        toast({ title: outcome.title, description: outcome.description, variant: "destructive" });
        return;
      }
      const mailto = feedbackMailto(feedbackEmail, outcome.value);
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

  const defaults = failed?.values ?? {};
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
                defaultValue={defaults.name}
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
                defaultValue={defaults.email}
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
              defaultValue={defaults.feedbackType || undefined}
              disabled={sending}
            />
          </Field>
          <Field id="feedback-message" label="Your thoughts">
            <textarea
              id="feedback-message"
              name="message"
              rows={6}
              required
              defaultValue={defaults.message}
              className={`${inputClass} resize-y leading-relaxed`}
            />
          </Field>
          <SubmitButton busy={sending} idle="Send Feedback" pending="Sending..." />
        </fieldset>
      </form>
    </div>
  );
}
