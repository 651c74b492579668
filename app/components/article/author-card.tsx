import { Link } from "react-router";
import { Portrait } from "~/components/portrait";

export type AuthorCardData = {
  name: string;
  slug: string | null;
  role: string;
  tagline: string | null;
  portraitSrc: string;
  portraitAlt: string;
};

/** The story's sign-off: who filed it, in a line of their own voice, and where to read more of them. */
export function AuthorCard({ author }: { author: AuthorCardData }) {
  return (
    <section
      aria-label="About the reporter"
      data-testid="author-card"
      className="mt-12 flex gap-5 border-t border-rule pt-8"
    >
      <Portrait person={author} width={72} height={72} className="size-18" />
      <div className="min-w-0">
        <p className="kicker text-muted">Filed by</p>
        {/* The name stays plain text: the byline above already links it, and one link per name keeps a
            screen reader's list of links short. */}
        <p className="mt-1 font-serif text-xl leading-tight font-semibold">{author.name}</p>
        <p className="mt-0.5 font-sans text-sm text-muted">{author.role}</p>
        {author.tagline && <p className="mt-3 font-serif text-base leading-snug italic">{author.tagline}</p>}
        {author.slug && (
          <Link
            to={`/author/${author.slug}`}
            className="mt-3 inline-block font-sans text-sm font-semibold text-accent hover:underline"
          >
            More dispatches from this reporter <span aria-hidden>→</span>
          </Link>
        )}
      </div>
    </section>
  );
}
