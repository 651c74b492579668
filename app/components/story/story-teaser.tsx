import type { ReactNode, Ref } from "react";
import { Link } from "react-router";
import { FormLabel } from "~/components/story/form-label";
import type { ArticleRowData } from "~/types/content";

// Every story teaser on the site is a StoryTeaser: the front page's cards, section rows and Most read,
// a section's or reporter's listing, the Timeline, search results, and the article's More from and
// Trending. The variant fixes which parts a reader sees and in what order; each page passes its own
// words and classes, so the classes of one page do not ride in the script every page loads. All of it
// is plain markup, so a teaser may sit inside a static region (decision 130).

/** Where a story is read. */
function storyHref(story: Pick<ArticleRowData, "slug">) {
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
 * One story, as a teaser: its form's label (for anything but a report), the kicker, the headline and then `children` (standfirst, byline line), with
 * the picture or the rank where the variant puts them. The headline is the one link to the story that
 * assistive tech announces (`headlineRef` is that link); a row's picture repeats it for pointer users.
 * `stretched` spreads the link over the whole teaser (which is then `relative group`), so its picture
 * and standfirst open the story too. `heading={null}` gives the link alone, for a list that needs no
 * heading per story. `id`, `className` and `data-testid` go to the teaser's own element.
 */
export function StoryTeaser({
  variant,
  story,
  as: Root = "article",
  heading: Heading = "h3",
  stretched,
  headlineRef,
  headlineClassName,
  linkClassName,
  bodyClassName,
  picture,
  rank,
  kicker,
  formInKicker = false,
  children,
  ...attributes
}: {
  variant: TeaserVariant;
  /** With a `format` other than "report", the form's label stands above the headline (decision 155). */
  story: Pick<ArticleRowData, "slug" | "title"> & { format?: string };
  as?: "article" | "li";
  id?: string;
  className?: string;
  "data-testid"?: string;
  heading?: "h2" | "h3" | "h4" | null;
  stretched?: boolean;
  headlineRef?: Ref<HTMLAnchorElement>;
  headlineClassName?: string;
  linkClassName?: string;
  bodyClassName?: string;
  picture?: ReactNode;
  rank?: ReactNode;
  kicker?: ReactNode;
  /** The kicker shows the form's label itself, on its own line of labels. */
  formInKicker?: boolean;
  children?: ReactNode;
}) {
  const href = storyHref(story);
  const link = (
    <Link
      ref={headlineRef}
      to={href}
      className={stretched ? "after:absolute after:inset-0 group-hover:text-accent" : linkClassName}
    >
      {story.title}
    </Link>
  );
  const text = (
    <>
      {!formInKicker && <FormLabel format={story.format} />}
      {kicker}
      {Heading ? <Heading className={headlineClassName}>{link}</Heading> : link}
      {children}
    </>
  );
  return (
    <Root {...attributes}>
      {rank}
      {variant === "row" ? (
        // The headline carries the link for assistive tech; the picture repeats it for pointer users.
        <Link to={href} tabIndex={-1} aria-hidden className="block self-start">
          {picture}
        </Link>
      ) : (
        variant !== "result" && picture
      )}
      {variant === "card" ? text : <div className={bodyClassName}>{text}</div>}
      {variant === "result" && picture}
    </Root>
  );
}

/** "By {reporter}", the name linking to their page when they have one. */
export function TeaserByline({ story }: { story: Pick<ArticleRowData, "authorName" | "authorSlug"> }) {
  return (
    <>
      By{" "}
      {story.authorSlug ? (
        <Link to={`/author/${story.authorSlug}`} className="font-medium text-ink hover:text-accent">
          {story.authorName}
        </Link>
      ) : (
        <span className="font-medium text-ink">{story.authorName}</span>
      )}
    </>
  );
}
