import { Link } from "react-router";
import { formLabel } from "~/lib/config/formats";

/**
 * A piece's form above its headline ("Op-Ed", "Letters"); nothing for a report. On the article page it
 * links to the form's page; on a teaser it is plain text, because the teaser's own link may cover it.
 */
export function FormLabel({
  format,
  linked = false,
}: {
  format: string | null | undefined;
  linked?: boolean;
}) {
  const form = formLabel(format);
  if (!form) return null;
  return linked ? (
    <Link to={form.path} className="kicker text-ink hover:underline" data-testid="form-label">
      {form.label}
    </Link>
  ) : (
    <span className="kicker mr-3 inline-block text-ink" data-testid="form-label">
      {form.label}
    </span>
  );
}
