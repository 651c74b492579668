// The module `article-widgets.ts` loads after the page: everything the three widgets need comes with it.
export { Reactions } from "./reactions";
export { ShareBlock } from "./share-block";
export { VoteWidget } from "./vote-widget";
