import { newsletterName } from "~/lib/config/site";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { FormNotice } from "~/components/forms/field";
import { PageIntro } from "~/components/layout/page-intro";
import { Button } from "~/components/ui/button";

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
      <PageIntro kicker={newsletterName} title={title}>
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
            <Button type="submit" size="xl" disabled={busy}>
              {busy ? busyLabel : label}
            </Button>
          </Form>
        ) : (
          otherwise
        )}
      </div>
    </div>
  );
}
