import { FormNotice } from "~/components/forms/field";
import { MailForm } from "~/components/forms/mail-form";
import { toast } from "~/hooks/use-toast";
import { feedbackMailto } from "~/lib/browser/mailto";
import { feedbackText, feedbackTypes } from "~/lib/copy/feedback-text";
import type { MailFormActionData } from "~/lib/forms/mail-form-notice";

// The schema brings zod; the form fetches it when a reader comes to it.
const loadSchema = () => import("~/lib/schemas/feedback").then((module) => module.feedbackSchema);

/** Opens the reader's mail app; a browser that refuses the mailto: scheme throws here. */
function openMailApp(mailto: string) {
  window.location.href = mailto;
}

/**
 * Feedback (spec §5): only the message is required. With JavaScript the browser opens the mail app and
 * thanks the reader, with a fallback link in the toast; without, the page shows the same link.
 */
export function FeedbackForm({
  feedbackEmail,
  actionData,
}: {
  feedbackEmail: string;
  actionData?: MailFormActionData;
}) {
  function onPrepared(mailto: string) {
    openMailApp(mailto);
    toast({
      title: feedbackText.successTitle,
      action: (
        <a href={mailto} className="font-sans text-sm font-semibold underline underline-offset-2">
          {feedbackText.fallbackLink}
        </a>
      ),
    });
  }
  return (
    <MailForm
      id="feedback"
      loadSchema={loadSchema}
      text={feedbackText}
      failureDescription={feedbackText.failureDescription}
      toMailto={(value) => feedbackMailto(feedbackEmail, value)}
      onPrepared={onPrepared}
      notice={
        actionData?.ok && (
          <FormNotice tone="success" title={feedbackText.successTitle}>
            <p>One last step: send it from your email app.</p>
            <a
              href={actionData.done.mailto}
              className="mt-3 inline-flex h-10 items-center bg-accent-fill px-5 font-semibold text-on-accent hover:opacity-90"
            >
              Open Email Client
            </a>
          </FormNotice>
        )
      }
      requireSender={false}
      emailPlaceholder="Only if you would like a reply"
      choice={{
        id: "feedback-type",
        name: "feedbackType",
        label: "Type of feedback",
        placeholder: "Choose a type",
        options: feedbackTypes,
      }}
      messageLabel="Your thoughts"
      submitLabel="Send Feedback"
      actionData={actionData}
    />
  );
}
