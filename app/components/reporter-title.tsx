import type { Author } from "~/types/content";

/**
 * A reporter's one title and one tagline, the same wherever reporters are listed: the role line as the
 * title, and the home-page role leading the tagline in its italic, so a reader never sees two titles.
 */
export function ReporterTitle({
  reporter,
  className,
}: {
  reporter: Pick<Author, "role" | "homeRole" | "tagline">;
  className?: string;
}) {
  return (
    <div className={className}>
      <p className="kicker">{reporter.role}</p>
      <p className="mt-2 font-serif text-base leading-snug text-muted italic">
        <span className="font-semibold text-ink">{reporter.homeRole}</span>: {reporter.tagline}
      </p>
    </div>
  );
}
