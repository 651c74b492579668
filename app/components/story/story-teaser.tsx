import type { ReactNode, Ref } from "react";
import { Link } from "react-router";
import type { ArticleRowData } from "~/types/content";

// The parts every story teaser shares (the front page's cards, rows and Most read, a listing's row, a
// Timeline entry, More from the section, a search result): the headline that links to the story, the
// picture that repeats that link, and the byline naming the reporter. All of it is plain markup, so a
// teaser may sit inside a static region (decision 130).

/** Where a story is read. */
export function storyHref(story: Pick<ArticleRowData, "slug">) {
  return `/articles/${story.slug}`;
}

/**
 * A teaser's headline: the one link to the story that assistive tech announces. `stretched` spreads
 * the link over the whole teaser (which is `relative group`), so its picture and standfirst open the
 * story too. `as={null}` gives the link alone, for a list that needs no heading per story.
 */
export function TeaserHeadline({
  story,
  as: Heading = "h3",
  className,
  linkClassName,
  stretched = false,
  ref,
}: {
  story: Pick<ArticleRowData, "slug" | "title">;
  as?: "h2" | "h3" | "h4" | null;
  className?: string;
  linkClassName?: string;
  stretched?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}) {
  const link = (
    <Link
      ref={ref}
      to={storyHref(story)}
      className={stretched ? "after:absolute after:inset-0 group-hover:text-accent" : linkClassName}
    >
      {story.title}
    </Link>
  );
  return Heading ? <Heading className={className}>{link}</Heading> : link;
}

/** The headline carries the link for assistive tech; the picture repeats it for pointer users. */
export function TeaserPicture({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link to={href} tabIndex={-1} aria-hidden className="block self-start">
      {children}
    </Link>
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
