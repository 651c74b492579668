import { Link } from "react-router";
import { formLabel } from "~/lib/config/formats";
import { cn } from "~/lib/utils/cn";

/**
 * A piece's form above its headline ("Op-Ed", "Letters"); nothing for a report. On the article page it
 * links to the form's page; on a teaser it is plain text, because the teaser's own link may cover it.
 */
export function FormLabel({
  format,
  linked = false,
  className,
}: {
  format: string | null | undefined;
  linked?: boolean;
  className?: string;
}) {
  const form = formLabel(format);
  if (!form) return null;
  return linked ? (
    <Link
      to={form.path}
      className={cn("kicker text-ink hover:underline", className)}
      data-testid="form-label"
    >
      {form.label}
    </Link>
  ) : (
    <span className={cn("kicker mr-3 inline-block text-ink", className)} data-testid="form-label">
      {form.label}
    </span>
  );
}
