import type { ReactNode } from "react";
import { Link } from "react-router";
import { storyHref } from "~/components/story/story-teaser";
import type { ArticleRowData } from "~/types/content";

// The parts only a row teaser draws (a section's or reporter's listing, the Timeline). They live here,
// beside the listing, so the script every page loads does not carry them.

/** A row's picture: the headline carries the link for assistive tech; the picture repeats it for pointer users. */
export function TeaserPicture({
  story,
  children,
}: {
  story: Pick<ArticleRowData, "slug">;
  children: ReactNode;
}) {
  return (
    <Link to={storyHref(story)} tabIndex={-1} aria-hidden className="block self-start">
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
