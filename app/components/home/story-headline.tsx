import { Link } from "react-router";
import type { ArticleListItem } from "~/types/content";

/**
 * A front-page headline. Its link stretches over the whole card (the card is `relative group`), so
 * the picture and standfirst open the story too while the headline stays the one link to announce.
 */
export function StoryHeadline({
  article,
  className,
}: {
  article: Pick<ArticleListItem, "slug" | "title">;
  className: string;
}) {
  return (
    <h3 className={className}>
      <Link to={`/articles/${article.slug}`} className="after:absolute after:inset-0 group-hover:text-accent">
        {article.title}
      </Link>
    </h3>
  );
}
