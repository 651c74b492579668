import { Link } from "react-router";
import { brand } from "~/lib/config/site";

/** The masthead wordmark: serif name with the accent "signal" mark. */
export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onNavigate}
      className="group flex items-center gap-2 font-serif text-base font-semibold tracking-tight whitespace-nowrap text-ink min-[360px]:text-lg min-[400px]:text-xl sm:text-2xl"
    >
      <svg aria-hidden viewBox="0 0 24 24" className="size-5 shrink-0 text-accent sm:size-6">
        <circle cx="12" cy="12" r="3.2" fill="currentColor" />
        <path
          d="M5.6 5.6a9 9 0 0 0 0 12.8M18.4 5.6a9 9 0 0 1 0 12.8"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
      </svg>
      <span>{brand}</span>
    </Link>
  );
}
