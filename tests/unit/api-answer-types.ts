// The browser's API wrappers against the answers the Worker's routes declare (decision 191), checked by
// `tsc -b` (`npm run typecheck`, a step of `npm test`), not run: a route that changes what it answers
// fails here and in every wrapper and component that reads the old shape, instead of in a reader's browser.
import { expectTypeOf } from "vitest";
import type { fetchSearch } from "~/lib/browser/search-client";
import type { postSubscription } from "~/lib/browser/newsletter-api";
import type { fetchVoteCounts, postVote } from "~/lib/browser/vote-api";
import type { api } from "~/lib/browser/api";
import type { VoteCounts } from "~/lib/config/vote-choices";
import type { Standing } from "~/lib/futures/odds";
import type { SearchResult } from "~/lib/search/types";

type Answer<Call extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<Call>>;
type Route<Call extends (...args: never[]) => Promise<{ json(): Promise<unknown> }>> = Awaited<
  ReturnType<Answer<Call>["json"]>
>;

// The search box and the search page's results (`SearchResult`), from the route that sends KV's text.
expectTypeOf<Route<typeof api.search.$get>>().toEqualTypeOf<SearchResult[]>();
expectTypeOf<Answer<typeof fetchSearch>>().toEqualTypeOf<SearchResult[]>();

// The vote widget: the counts it shows, and the standing a counted vote brings.
expectTypeOf<Answer<typeof fetchVoteCounts>>().toEqualTypeOf<VoteCounts>();
expectTypeOf<Answer<typeof postVote>>().toEqualTypeOf<{
  success: true;
  counts: VoteCounts;
  alreadyVoted: boolean;
  standing: Standing | null;
}>();

// The newsletter form's sign-up: the route's own words, which the form does not show (the spec's text is).
expectTypeOf<Answer<typeof postSubscription>>().toEqualTypeOf<{ success: true; message: string }>();

// The read beacon's view id for a page view that opened without a new document.
expectTypeOf<Route<typeof api.reads.view.$get>>().toEqualTypeOf<{ view: string }>();
