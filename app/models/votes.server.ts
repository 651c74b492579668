import { eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { votes } from "~/db/schema";
import type { VoteChoice, VoteCounts } from "~/lib/config/vote-choices";
import { voteCapWindowHours, voteCaps } from "~/lib/config/vote-caps";

export async function getVoteCounts(db: Db, articleId: number): Promise<VoteCounts> {
  const rows = await db
    .select({ choice: votes.choice, count: sql<number>`count(*)` })
    .from(votes)
    .where(eq(votes.articleId, articleId))
    .groupBy(votes.choice);
  const counts: VoteCounts = { yes: 0, maybe: 0, no: 0 };
  for (const row of rows) counts[row.choice] = Number(row.count);
  return counts;
}

/** Votes on one story from one network (`column` = its hash) within the caps' rolling window. */
const recentVotes = (
  articleId: number,
  column: typeof votes.network | typeof votes.wideNetwork,
  hash: string,
) =>
  sql`(select count(*) from ${votes} where ${votes.articleId} = ${articleId} and ${column} = ${hash}
    and ${votes.createdAt} > strftime('%Y-%m-%dT%H:%M:%fZ', 'now', ${`-${voteCapWindowHours} hours`}))`;

/**
 * One vote per article per voter, and no more than the caps per network (decision 116). The primary
 * key (article_id, voter_id) decides repeats, and the caps are counted inside the same INSERT, so
 * concurrent requests can never count twice nor pass a cap: SQLite runs one statement at a time.
 * A vote a cap refused is reported like a repeat: nothing was stored.
 */
export async function castVote(
  db: Db,
  input: { articleId: number; voterId: string; choice: VoteChoice; network: string; wideNetwork: string },
) {
  const { articleId, voterId, choice, network, wideNetwork } = input;
  // SQL, not insert(…).select(…): drizzle's select needs a table to select from and must name every
  // column, created_at too; this names the five it sets and leaves created_at to the schema's default.
  const inserted = await db.all<{ choice: VoteChoice }>(sql`
    insert into ${votes} (article_id, voter_id, choice, network, wide_network)
    select ${articleId}, ${voterId}, ${choice}, ${network}, ${wideNetwork}
    where ${recentVotes(articleId, votes.network, network)} < ${voteCaps.network}
      and ${recentVotes(articleId, votes.wideNetwork, wideNetwork)} < ${voteCaps.wideNetwork}
    on conflict do nothing
    returning choice`);
  const counts = await getVoteCounts(db, input.articleId);
  return { counts, alreadyVoted: inserted.length === 0 };
}
