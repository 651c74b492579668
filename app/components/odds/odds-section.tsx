import type { Future } from "~/lib/futures/odds";
import { OddsRow } from "./odds-row";

type Props<T extends Future> = {
  id: string;
  title: string;
  intro: string;
  futures: T[];
  empty: string;
  rank?: (future: T) => number | undefined;
  verdict?: (future: T) => string;
};

/** A headed section of the Odds: a ranked list of rows, or a plain sentence when it is empty. */
export function OddsSection<T extends Future>({ id, title, intro, futures, empty, rank, verdict }: Props<T>) {
  return (
    <section aria-labelledby={id} className="mt-14" data-testid={id}>
      <h2 id={id} className="border-b-2 border-ink pb-2 font-serif text-3xl font-semibold tracking-tight">
        {title}
      </h2>
      <p className="mt-3 max-w-2xl font-sans text-sm text-muted">{intro}</p>
      {futures.length === 0 ? (
        <p className="py-8 font-serif text-lg text-muted">{empty}</p>
      ) : (
        <ol className="divide-y divide-rule">
          {futures.map((future) => (
            <li key={future.slug}>
              <OddsRow future={future} rank={rank?.(future)} verdict={verdict?.(future)} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
