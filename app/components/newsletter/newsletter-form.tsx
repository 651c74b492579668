import type { SubmissionResult } from "@conform-to/react";
import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { useHydrated } from "~/hooks/use-hydrated";
import { cn } from "~/lib/utils/cn";
import type { SubscribeOutcome } from "./subscribe";
import { Button } from "~/components/ui/button";

const loadSubscribe = () => import("./subscribe");

/**
 * The one newsletter sign-up form: the footer's, the promo's and the one after each article. With
 * JavaScript it calls POST /api/newsletter/subscribe and answers with the spec's toasts plus a line
 * under the field (subscribe.ts, fetched when the reader comes to the form); without, it posts to the
 * /newsletter action, which answers with a page. The line's space is kept from the start, so an answer
 * never moves the button under the pointer.
 */
export function NewsletterForm({
  idSuffix = "footer",
  className,
  lastResult,
  inline = false,
}: {
  idSuffix?: string;
  className?: string;
  /** Field and button side by side at every width (the promo, where height is scarce on a phone). */
  inline?: boolean;
  /** The /newsletter action's Conform reply: what the reader typed, when the page comes back with an error. */
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<SubscribeOutcome | null>(null);
  const inputId = `newsletter-email-${idSuffix}`;
  const messageId = `${inputId}-message`;
  // Read from the reply by hand, not through useForm: this form is on every page, and Conform's
  // client with zod would ship to every reader for one input the API checks anyway.
  const typed = lastResult?.initialValue?.email;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setOutcome(null);
    // Without the sign-up code (a failed download) the form posts as it does without JavaScript.
    loadSubscribe().then(
      ({ subscribe }) => subscribe(form, setBusy).then(setOutcome),
      () => form.submit(),
    );
  }

  return (
    <div className={className}>
      <form
        method="post"
        action="/newsletter"
        noValidate={hydrated}
        onSubmit={hydrated ? onSubmit : undefined}
        onFocus={() => void loadSubscribe()}
        className={cn("flex gap-2", inline ? "flex-row" : "flex-col sm:flex-row")}
        data-testid="newsletter-form"
      >
        <label htmlFor={inputId} className="sr-only">
          Email address
        </label>
        <input
          id={inputId}
          name="email"
          type="email"
          required
          disabled={busy}
          defaultValue={typeof typed === "string" ? typed : undefined}
          placeholder="you@example.com"
          autoComplete="email"
          aria-invalid={outcome?.tone === "error" ? true : undefined}
          aria-describedby={messageId}
          className="h-11 w-full min-w-0 border border-rule bg-paper px-3 text-base text-ink placeholder:text-muted focus:border-accent disabled:opacity-60 aria-[invalid=true]:border-danger sm:flex-1 sm:text-sm dark:aria-[invalid=true]:border-red-400"
        />
        <Button type="submit" disabled={busy} className="shrink-0">
          {busy ? "Subscribing..." : "Subscribe"}
        </Button>
      </form>
      <p
        id={messageId}
        role="status"
        data-testid="newsletter-form-message"
        className={cn(
          "mt-1.5 min-h-5 font-sans text-sm",
          outcome?.tone === "error" ? "text-danger dark:text-red-400" : "text-ink",
        )}
      >
        {outcome?.text}
      </p>
      <Link
        to="/newsletter/editions"
        className="font-sans text-sm text-muted underline underline-offset-2 hover:text-accent"
      >
        Read past editions
      </Link>
    </div>
  );
}
