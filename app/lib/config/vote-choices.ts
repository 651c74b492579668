// Plain values shared by the browser widget and the zod schemas, kept free of zod so the article page
// does not ship it to readers.
export const voteChoices = ["yes", "maybe", "no"] as const;
export type VoteChoice = (typeof voteChoices)[number];
export type VoteCounts = Record<VoteChoice, number>;
