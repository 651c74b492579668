import { eq, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { votes } from "~/db/schema";
import type { VoteChoice, VoteCounts } from "~/lib/schemas/vote";

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

/**
 * One vote per article per voter. The primary key (article_id, voter_id) decides, so concurrent
 * requests from one voter can never count twice: every insert after the first is a no-op.
 */
export async function castVote(db: Db, input: { articleId: number; voterId: string; choice: VoteChoice }) {
  const inserted = await db
    .insert(votes)
    .values({ articleId: input.articleId, voterId: input.voterId, choice: input.choice })
    .onConflictDoNothing()
    .returning({ choice: votes.choice });
  const counts = await getVoteCounts(db, input.articleId);
  return { counts, alreadyVoted: inserted.length === 0 };
}
