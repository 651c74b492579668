import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { FormNotice } from "~/components/forms/field";
import { PageIntro } from "~/components/layout/page-intro";

/**
 * A page behind an emailed link (confirm a subscription, unsubscribe): the link only opens it, and
 * one button posts the link's token, so a mail scanner that opens links changes nothing.
 */
export function TokenButtonScreen({
  title,
  text,
  error,
  token,
  action,
  label,
  busyLabel,
  otherwise,
}: {
  title: string;
  text: string;
  error: { title: string; message: string } | null;
  /** The token to post; null when the page has no button (done, expired, malformed…). */
  token: string | null;
  action?: string;
  label: string;
  busyLabel: string;
  /** What the page offers instead of the button. */
  otherwise: ReactNode;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6 sm:py-24">
      <PageIntro kicker="The newsletter" title={title}>
        {text}
      </PageIntro>
      <div className="mt-10 space-y-8">
        {error && (
          <FormNotice tone="error" title={error.title}>
            {error.message}
          </FormNotice>
        )}
        {token ? (
          <Form method="post" action={action}>
            <input type="hidden" name="token" value={token} />
            <button
              type="submit"
              disabled={busy}
              className="inline-flex h-12 items-center bg-ink px-7 font-sans text-sm font-semibold text-paper hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:opacity-60"
            >
              {busy ? busyLabel : label}
            </button>
          </Form>
        ) : (
          otherwise
        )}
      </div>
    </div>
  );
}
