import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ArticleRowData } from "~/types/content";

// The parts every pictured story teaser shares (a listing's row, a Timeline entry): the picture that
// repeats the headline's link, and the byline naming the reporter.

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
