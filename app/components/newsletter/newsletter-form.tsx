import { useFetcher } from "react-router";

/** The footer's "Stay Updated" form. Posts to the /newsletter action (works without JavaScript). */
export function NewsletterForm() {
  const fetcher = useFetcher();
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action="/newsletter" className="flex flex-col gap-2 sm:flex-row">
      <label htmlFor="newsletter-email" className="sr-only">
        Email address
      </label>
      <input
        id="newsletter-email"
        name="email"
        type="email"
        required
        disabled={busy}
        placeholder="you@example.com"
        autoComplete="email"
        className="h-11 w-full min-w-0 border sm:flex-1 border-rule bg-paper px-3 text-sm text-ink placeholder:text-muted focus:border-accent focus:outline-none"
      />
      <button
        type="submit"
        disabled={busy}
        className="h-11 bg-ink px-5 text-sm font-semibold text-paper hover:bg-accent disabled:opacity-60"
      >
        {busy ? "Subscribing..." : "Subscribe"}
      </button>
    </fetcher.Form>
  );
}
