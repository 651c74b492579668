// The Odds: futures ranked by what readers believe. Pure functions over vote tallies (no D1), shared by
// the /odds page, `GET /api/odds` and the vote answer's "#3 of 21" (decision 097).

/** Fewer votes than this and a story is listed as "Not enough votes yet", unranked. */
export const minVotesToRank = 5;
/** "Most divided" only considers stories with at least this many votes. */
export const minVotesForDivided = 20;
/** The normal quantile of a two-sided 95 % interval. */
const z = 1.959963984540054;

export type Tally = {
  id: number;
  slug: string;
  title: string;
  category: string;
  publishedAt: string;
  yes: number;
  maybe: number;
  no: number;
};

export type Future = Tally & {
  total: number;
  /** p̂: the share of belief, "yes" counting 1, "maybe" ½ and "no" 0. */
  belief: number;
  /** The lower bound of the 95 % Wilson interval on `belief`. */
  score: number;
  /** Its upper bound. */
  upper: number;
};

export type RankedFuture = Future & { rank: number };

/**
 * The 95 % Wilson score interval for `successes` out of `n`. "Maybe" counts as half a success, so
 * `successes` may be fractional; the formula needs only p̂ and n. No votes at all: [0, 1].
 */
export function wilsonInterval(successes: number, n: number) {
  if (n <= 0) return { lower: 0, upper: 1 };
  const p = successes / n;
  const z2 = z * z;
  const centre = p + z2 / (2 * n);
  const spread = z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  const denominator = 1 + z2 / n;
  return {
    lower: Math.max(0, (centre - spread) / denominator),
    upper: Math.min(1, (centre + spread) / denominator),
  };
}

export function toFuture(tally: Tally): Future {
  const total = tally.yes + tally.maybe + tally.no;
  const successes = tally.yes + tally.maybe / 2;
  const { lower, upper } = wilsonInterval(successes, total);
  return { ...tally, total, belief: total === 0 ? 0 : successes / total, score: lower, upper };
}

/** Ties go to the story more readers voted on, then to the newest story, then by slug (stable). */
function byCountThenNewest(a: Future, b: Future) {
  if (a.total !== b.total) return b.total - a.total;
  if (a.publishedAt !== b.publishedAt) return a.publishedAt < b.publishedAt ? 1 : -1;
  return a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0;
}

const sortBy = (futures: Future[], key: (future: Future) => number) =>
  [...futures].sort((a, b) => key(a) - key(b) || byCountThenNewest(a, b));

export type CategoryOdds = { category: string; stories: number; total: number; belief: number | null };

export type Odds = {
  ranked: RankedFuture[];
  unranked: Future[];
  believed: RankedFuture[];
  doubted: RankedFuture[];
  divided: RankedFuture[];
  byCategory: CategoryOdds[];
};

/** Every story's tally, ranked (most believed first), and the page's shorter sections (`limit` long). */
export function rankFutures(tallies: Tally[], limit = 5): Odds {
  const futures = tallies.map(toFuture);
  const eligible = futures.filter((future) => future.total >= minVotesToRank);
  const ranked = sortBy(eligible, (future) => -future.score).map((future, index) => ({
    ...future,
    rank: index + 1,
  }));
  const unranked = sortBy(
    futures.filter((future) => future.total < minVotesToRank),
    () => 0,
  );
  const rankOf = new Map(ranked.map((future) => [future.slug, future]));
  const pick = (list: Future[]) => list.slice(0, limit).map((future) => rankOf.get(future.slug)!);
  return {
    ranked,
    unranked,
    believed: ranked,
    doubted: pick(sortBy(eligible, (future) => future.upper)),
    divided: pick(
      sortBy(
        eligible.filter((future) => future.total >= minVotesForDivided),
        (future) => Math.abs(future.belief - 0.5),
      ),
    ),
    byCategory: averageByCategory(futures),
  };
}

/** The pooled share of belief of every vote cast on a category's stories (null when none). */
export function averageByCategory(futures: Future[]): CategoryOdds[] {
  const groups = new Map<string, CategoryOdds & { successes: number }>();
  for (const future of futures) {
    const group = groups.get(future.category) ?? {
      category: future.category,
      stories: 0,
      total: 0,
      belief: null,
      successes: 0,
    };
    group.stories += 1;
    group.total += future.total;
    group.successes += future.yes + future.maybe / 2;
    groups.set(future.category, group);
  }
  return [...groups.values()]
    .map(({ successes, ...group }) => ({ ...group, belief: group.total ? successes / group.total : null }))
    .sort(
      (a, b) =>
        (b.belief ?? -1) - (a.belief ?? -1) || b.total - a.total || a.category.localeCompare(b.category),
    );
}

/** Where one story stands: its rank among the ranked, or null while it has too few votes. */
export function standingOf(odds: Pick<Odds, "ranked">, articleId: number): Standing {
  const future = odds.ranked.find((candidate) => candidate.id === articleId);
  return { rank: future?.rank ?? null, of: odds.ranked.length };
}

export type Standing = { rank: number | null; of: number };

/** A share as a whole percentage for people ("62 %" reads better than 0.6234). */
export const asPercent = (share: number) => `${Math.round(share * 100)}%`;

/** `GET /api/odds`: the documented JSON (`docs/api.md`). */
export function oddsJson(odds: Pick<Odds, "ranked" | "unranked">) {
  const counts = (future: Future) => ({
    slug: future.slug,
    title: future.title,
    category: future.category,
    yes: future.yes,
    maybe: future.maybe,
    no: future.no,
    total: future.total,
  });
  return {
    success: true as const,
    ranked: odds.ranked.map((future) => {
      const { slug, ...rest } = counts(future);
      return { rank: future.rank, slug, ...rest, score: Math.round(future.score * 10000) / 10000 };
    }),
    unranked: odds.unranked.map(counts),
  };
}
