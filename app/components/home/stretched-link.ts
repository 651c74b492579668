/**
 * A teaser headline's link spread over the whole teaser (which is `relative group`), so its picture and
 * standfirst open the story too: the front page's cards, section rows and Most read. It lives with the
 * front page so the script every page loads does not carry it.
 */
export const stretchedLink = "after:absolute after:inset-0 group-hover:text-accent";
