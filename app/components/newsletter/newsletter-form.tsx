import type { SubmissionResult } from "@conform-to/react";
import { useState, type FormEvent } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { cn } from "~/lib/utils/cn";

const loadSubscribe = () => import("./subscribe");

/**
 * The "Stay Updated" form. With JavaScript it calls POST /api/newsletter/subscribe and answers with
 * toasts (subscribe.ts, fetched when the reader comes to the form); without, it posts to the /newsletter action, which answers
 * with a page.
 */
export function NewsletterForm({
  idSuffix = "footer",
  className,
  lastResult,
}: {
  idSuffix?: string;
  className?: string;
  /** The /newsletter action's Conform reply: what the reader typed, when the page comes back with an error. */
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const inputId = `newsletter-email-${idSuffix}`;
  // Read from the reply by hand, not through useForm: this form is on every page, and Conform's
  // client with zod would ship to every reader for one input the API checks anyway.
  const typed = lastResult?.initialValue?.email;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    // Without the sign-up code (a failed download) the form posts as it does without JavaScript.
    loadSubscribe().then(
      ({ subscribe }) => subscribe(form, setBusy),
      () => form.submit(),
    );
  }

  return (
    <form
      method="post"
      action="/newsletter"
      noValidate={hydrated}
      onSubmit={hydrated ? onSubmit : undefined}
      onFocus={() => void loadSubscribe()}
      className={cn("flex flex-col gap-2 sm:flex-row", className)}
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
        className="h-11 w-full min-w-0 border sm:flex-1 border-rule bg-paper px-3 text-base text-ink placeholder:text-muted focus:border-accent disabled:opacity-60 sm:text-sm"
      />
      <button
        type="submit"
        disabled={busy}
        className="h-11 bg-ink px-5 text-sm font-semibold text-paper hover:bg-accent disabled:opacity-60"
      >
        {busy ? "Subscribing..." : "Subscribe"}
      </button>
    </form>
  );
}
