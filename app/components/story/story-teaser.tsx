import type { ReactNode, Ref } from "react";
import { Link } from "react-router";
import type { ArticleRowData } from "~/types/content";

// Every story teaser on the site is a StoryTeaser: the front page's cards, section rows and Most read,
// a section's or reporter's listing, the Timeline, search results, and the article's More from and
// Trending. The variant fixes which parts a reader sees and in what order; each page passes its own
// words and classes, so the classes of one page do not ride in the script every page loads. All of it
// is plain markup, so a teaser may sit inside a static region (decision 130).

/** Where a story is read. */
export function storyHref(story: Pick<ArticleRowData, "slug">) {
  return `/articles/${story.slug}`;
}

/**
 * - `card`: the picture, then the text with no box of its own; the whole card opens the story (the
 *   front page's top stories).
 * - `tile`: the picture, then the text in a block; the whole tile opens the story (section rows).
 * - `numbered`: the story's place in the list, then the text (Most read, Trending).
 * - `row`: the picture, itself a link to the story, then the text (listings, the Timeline).
 * - `result`: the text, then a picture that is not a link (search results, More from).
 */
export type TeaserVariant = "card" | "tile" | "numbered" | "row" | "result";

/**
 * One story, as a teaser: the kicker, the headline and then `children` (standfirst, byline line), with
 * the picture or the rank where the variant puts them. The headline is the one link to the story that
 * assistive tech announces (`headlineRef` is that link); a row's picture repeats it for pointer users.
 * On the front page the link is stretched over the whole card (`stretchedLink`). `heading={null}` gives
 * the link alone, for a list that needs no heading per story. `id`, `className` and `data-testid` go
 * to the teaser's own element.
 */
export function StoryTeaser({
  variant,
  story,
  as: Root = "article",
  heading: Heading = "h3",
  headlineRef,
  headlineClassName,
  linkClassName,
  bodyClassName,
  picture,
  rank,
  kicker,
  children,
  ...attributes
}: {
  variant: TeaserVariant;
  story: Pick<ArticleRowData, "slug" | "title">;
  as?: "article" | "li";
  id?: string;
  className?: string;
  "data-testid"?: string;
  heading?: "h2" | "h3" | "h4" | null;
  headlineRef?: Ref<HTMLAnchorElement>;
  headlineClassName?: string;
  linkClassName?: string;
  bodyClassName?: string;
  picture?: ReactNode;
  rank?: ReactNode;
  kicker?: ReactNode;
  children?: ReactNode;
}) {
  const link = (
    <Link ref={headlineRef} to={storyHref(story)} className={linkClassName}>
      {story.title}
    </Link>
  );
  const text = (
    <>
      {kicker}
      {Heading ? <Heading className={headlineClassName}>{link}</Heading> : link}
      {children}
    </>
  );
  return (
    <Root {...attributes}>
      {rank}
      {variant !== "result" && picture}
      {variant === "card" ? text : <div className={bodyClassName}>{text}</div>}
      {variant === "result" && picture}
    </Root>
  );
}
