import { deferredIsland } from "~/components/deferred-island";

// The reader's turn after the story: reactions, the poll and the share buttons. One module, so their
// code arrives in one request after the page's own scripts (decision 133).
const loadWidgets = () => import("./article-widgets.island");

export const Reactions = deferredIsland(() => loadWidgets().then((module) => module.Reactions));
export const VoteWidget = deferredIsland(() => loadWidgets().then((module) => module.VoteWidget));
export const ShareBlock = deferredIsland(() => loadWidgets().then((module) => module.ShareBlock));

/** Resolves when all three can render without suspending (the loaders await it; see deferredIsland). */
export const preloadArticleWidgets = () =>
  Promise.all([Reactions.preload(), VoteWidget.preload(), ShareBlock.preload()]);
