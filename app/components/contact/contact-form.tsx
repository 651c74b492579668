import { useEffect, useRef, useState } from "react";
import { FormNotice } from "~/components/forms/field";
import { MailForm } from "~/components/forms/mail-form";
import { contactMailto } from "~/lib/browser/mailto";
import { contactSubjects, contactText } from "~/lib/copy/contact-text";
import type { MailFormActionData } from "~/lib/forms/mail-form-notice";

// The schema brings zod; the form fetches it when a reader comes to it.
const loadSchema = () => import("~/lib/schemas/contact").then((module) => module.contactSchema);

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

/** Contact (spec §5): name, email and message required; the prepared link is shown in the page. */
export function ContactForm({
  editorialEmail,
  actionData,
}: {
  editorialEmail: string;
  actionData?: MailFormActionData;
}) {
  const [prepared, setPrepared] = useState<string | null>(null);
  const mailto = prepared ?? (actionData?.ok ? actionData.done.mailto : null);
  return (
    <MailForm
      id="contact"
      loadSchema={loadSchema}
      text={contactText}
      failureDescription={contactText.failureDescription(editorialEmail)}
      toMailto={(value) => contactMailto(editorialEmail, value)}
      onPrepared={setPrepared}
      notice={mailto && <PreparedMessage mailto={mailto} focus={prepared !== null} />}
      requireSender
      choice={{
        id: "contact-subject",
        name: "subject",
        label: "Subject",
        placeholder: "Choose a subject",
        options: contactSubjects,
      }}
      messageLabel="Message"
      submitLabel="Send Message"
      actionData={actionData}
    />
  );
}
