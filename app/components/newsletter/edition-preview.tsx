import { Link } from "react-router";
import { ArticleRows } from "~/components/listing/article-row";
import { formatLongDate } from "~/lib/utils/format";
import type { ArticleRowData } from "~/types/content";

type Preview = {
  edition: { number: number; subject: string; coversUntil: string; path: string } | null;
  stories: ArticleRowData[];
};

/**
 * The latest edition's first stories, with a link to the whole of it; before the first edition, the
 * newest stories, labelled as the sample they are.
 */
export function EditionPreview({ preview }: { preview: Preview }) {
  const { edition, stories } = preview;
  if (!stories.length) return null;
  return (
    <section aria-labelledby="edition-preview" className="mt-14" data-testid="edition-preview">
      <h2
        id="edition-preview"
        className="border-b-2 border-ink pb-2 font-sans text-sm font-bold tracking-[0.14em] uppercase"
      >
        {edition ? "The latest edition" : "A sample edition"}
      </h2>
      <p className="mt-4 font-sans text-sm text-muted">
        {edition ? (
          <>
            No. {edition.number}, {formatLongDate(edition.coversUntil)}:{" "}
            <Link to={edition.path} className="font-semibold text-accent hover:underline">
              {edition.subject}
            </Link>
          </>
        ) : (
          "No edition has gone out yet. The first will carry the week’s stories, like these, the newest on the site."
        )}
      </p>
      <ArticleRows articles={stories} on="category" />
    </section>
  );
}
