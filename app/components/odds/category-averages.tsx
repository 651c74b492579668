import { Link } from "react-router";
import { categoryByName } from "~/lib/config/categories";
import { asPercent, type CategoryOdds } from "~/lib/futures/odds";

/** Each section's pooled share of belief, as a table with a text percentage beside each bar. */
export function CategoryAverages({ rows }: { rows: CategoryOdds[] }) {
  return (
    <section aria-labelledby="odds-by-section" className="mt-14" data-testid="odds-by-section">
      <h2
        id="odds-by-section"
        className="border-b-2 border-ink pb-2 font-serif text-3xl font-semibold tracking-tight"
      >
        Average by section
      </h2>
      <p className="mt-3 max-w-2xl font-sans text-sm text-muted">
        Every vote cast on a section&apos;s stories, pooled: yes counts as one, maybe as half, no as nothing.
      </p>
      <table className="mt-4 w-full border-collapse font-sans text-sm">
        <thead>
          <tr className="border-b border-rule text-left text-muted">
            <th scope="col" className="py-2 pr-3 font-medium">
              Section
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">
              Votes
            </th>
            <th scope="col" className="w-2/5 py-2 font-medium">
              Belief
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const section = categoryByName(row.category);
            return (
              <tr key={row.category} className="border-b border-rule">
                <th scope="row" className="py-3 pr-3 text-left font-medium">
                  {section ? (
                    <Link to={section.path} className="text-ink hover:text-accent">
                      {section.displayName}
                    </Link>
                  ) : (
                    row.category
                  )}
                </th>
                <td className="py-3 pr-3 text-right text-muted tabular-nums">{row.total}</td>
                <td className="py-3">
                  {row.belief === null ? (
                    <span className="text-muted">No votes yet</span>
                  ) : (
                    <span className="flex items-center gap-3">
                      <span aria-hidden className="h-2.5 flex-1 border border-ink">
                        <span className="block h-full bg-ink" style={{ width: asPercent(row.belief) }} />
                      </span>
                      <span className="w-10 text-right tabular-nums">{asPercent(row.belief)}</span>
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
