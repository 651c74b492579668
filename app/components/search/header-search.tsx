import { Search } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form } from "react-router";
import { cn } from "~/lib/cn";

/** The header's search box. Without JavaScript it submits to the /search page. */
export function HeaderSearch({ className, focusOnMount }: { className?: string; focusOnMount?: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  // The mobile bar opens because the reader asked to search, so the caret goes straight there.
  useEffect(() => {
    if (focusOnMount) input.current?.focus();
  }, [focusOnMount]);
  const id = focusOnMount ? "mobile-search" : "header-search";
  return (
    <Form method="get" action="/search" role="search" className={cn("relative", className)}>
      <label htmlFor={id} className="sr-only">
        Search articles
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
      />
      <input
        id={id}
        name="q"
        type="search"
        placeholder="Search the future…"
        autoComplete="off"
        ref={input}
        className="h-10 w-full rounded-full border border-rule bg-surface pr-4 pl-9 font-sans text-sm text-ink placeholder:text-muted focus:border-accent focus:outline-none"
      />
    </Form>
  );
}
