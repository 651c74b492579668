import { useNavigation } from "react-router";
import { categoryByPath } from "~/lib/config/categories";

/** The spec's per-page loading texts, for the listing pages this notice covers. */
export function pendingText(pathname: string): string | null {
  const category = categoryByPath(pathname.replace(/\/+$/, ""));
  if (category) return `Loading ${category.displayName} articles...`;
  if (pathname.startsWith("/author/")) return "Loading...";
  return null;
}

/**
 * Pages arrive server-rendered, so a loading text only matters while a client-side navigation waits
 * for a listing's data (decisions.md). It fades in after a beat, so fast navigations never flash it.
 */
export function PendingNavigation() {
  const navigation = useNavigation();
  const text = navigation.state === "loading" ? pendingText(navigation.location.pathname) : null;
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-20 z-[55] flex justify-center"
    >
      {text && (
        <p
          data-testid="pending-navigation"
          className="animate-fade-in border border-rule bg-paper px-4 py-2 font-sans text-sm font-medium text-ink shadow-lg [animation-delay:200ms] [animation-fill-mode:backwards]"
        >
          {text}
        </p>
      )}
    </div>
  );
}
