import type { SubmissionResult } from "@conform-to/react";
import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { Link } from "react-router";
import { useHydrated } from "~/hooks/use-hydrated";
import { useLazyComponent } from "~/hooks/use-lazy-component";
import { useSubmitWhenReady } from "~/hooks/use-submit-when-ready";
import { cn } from "~/lib/utils/cn";
import type { NewsletterCheckHandle } from "./newsletter-check";
import type { SubscribeOutcome } from "./subscribe";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";

const loadCheck = () => import("./newsletter-check");

/**
 * The one newsletter sign-up form: the footer's, the promo's and the one after each article. With
 * JavaScript, Conform's useForm checks the address with the action's schema, then it calls
 * POST /api/newsletter/subscribe and answers with the spec's toasts plus a line under the field
 * (newsletter-check.tsx, fetched when the reader comes to the form, so Conform and zod do not weigh on
 * every page; a send before it has arrived waits for it). Without JavaScript
 * it posts to the /newsletter action, which answers with a page. The line's space is kept from the
 * start, so an answer never moves the button under the pointer.
 */
export function NewsletterForm({
  idSuffix = "footer",
  className,
  lastResult,
  inline = false,
  besideEditionsLink,
}: {
  idSuffix?: string;
  className?: string;
  /** Field and button side by side at every width (the promo, where height is scarce on a phone). */
  inline?: boolean;
  /** Drawn on the link's line, at its end: the promo's "No thanks", one row lower on a phone. */
  besideEditionsLink?: ReactNode;
  /** The /newsletter action's Conform reply: what the reader typed, when the page comes back with an error. */
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [outcome, setOutcome] = useState<SubscribeOutcome | null>(null);
  const inputId = `newsletter-email-${idSuffix}`;
  const formId = `newsletter-form-${idSuffix}`;
  const messageId = `${inputId}-message`;
  const Check = useLazyComponent(loadCheck, wanted);
  const check = useRef<NewsletterCheckHandle>(null);
  const { form, hold } = useSubmitWhenReady(Boolean(Check));
  // Read from the reply by hand: the page must show it before the check (useForm) has arrived.
  const typed = lastResult?.initialValue?.email;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setOutcome(null);
    if (check.current) {
      check.current.submit(event);
      return;
    }
    setWanted(true);
    // Without the check (a failed download) the form posts as it does without JavaScript.
    hold(event, loadCheck);
  }

  return (
    <div className={className}>
      {/* The check arrives once and is kept in state, so its identity never changes between renders. */}
      {/* eslint-disable-next-line react-hooks/static-components */}
      {Check && <Check ref={check} formId={formId} onOutcome={setOutcome} setBusy={setBusy} />}
      <form
        ref={form}
        id={formId}
        method="post"
        action="/newsletter"
        noValidate={hydrated}
        onSubmit={hydrated ? onSubmit : undefined}
        data-early-submit
        onFocus={() => setWanted(true)}
        className={cn("flex gap-2", inline ? "flex-row" : "flex-col sm:flex-row")}
        data-testid="newsletter-form"
      >
        <label htmlFor={inputId} className="sr-only">
          Email address
        </label>
        <Input
          inline
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
          className="sm:flex-1"
        />
        <Button type="submit" disabled={busy} className="shrink-0">
          {busy ? (
            "Subscribing..."
          ) : (
            // A send pressed before the code arrived is held by the page (decision 140) and marks the
            // button, which then says it is under way until the form's own `busy` takes over.
            <>
              <span className="unless-held">Subscribe</span>
              <span className="when-held">Subscribing...</span>
            </>
          )}
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
      <div className="flex items-center justify-between gap-3">
        <Link
          to="/newsletter/editions"
          className="font-sans text-sm text-muted underline underline-offset-2 hover:text-accent"
        >
          Read past editions
        </Link>
        {besideEditionsLink}
      </div>
    </div>
  );
}
