import type { SubmissionResult } from "@conform-to/react";
import { useState, type FormEvent } from "react";
import { toast } from "~/hooks/use-toast";
import { useHydrated } from "~/hooks/use-hydrated";
import { ApiError, postJson } from "~/lib/browser/api-client";
import { cn } from "~/lib/utils/cn";
import { newsletterText } from "~/lib/schemas/newsletter-text";

/**
 * The "Stay Updated" form. With JavaScript it calls POST /api/newsletter/subscribe and answers with
 * toasts; without, it posts to the /newsletter action, which answers with a page.
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

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get("email") ?? "").trim();
    if (!email) {
      toast({
        title: newsletterText.requiredTitle,
        description: newsletterText.requiredDescription,
        variant: "destructive",
      });
      return;
    }
    setBusy(true);
    try {
      await postJson("/api/newsletter/subscribe", { email });
      form.reset();
      toast({ title: newsletterText.successTitle, description: newsletterText.successDescription });
    } catch (error) {
      toast({
        title: newsletterText.failureTitle,
        description: error instanceof ApiError ? error.message : newsletterText.failureFallback,
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      method="post"
      action="/newsletter"
      noValidate={hydrated}
      onSubmit={hydrated ? onSubmit : undefined}
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
