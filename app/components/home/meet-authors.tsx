import { Link } from "react-router";
import type { Author } from "~/types/content";
import { Portrait } from "~/components/portrait";
import { ReporterTitle } from "~/components/reporter-title";

export function MeetAuthors({ authors }: { authors: Author[] }) {
  return (
    <section aria-labelledby="authors-heading">
      <h2
        id="authors-heading"
        className="border-b-2 border-ink pb-2 font-sans text-sm font-bold tracking-[0.14em] uppercase"
      >
        Meet Our Authors
      </h2>
      <ul className="mt-6 grid gap-8 sm:grid-cols-2">
        {authors.map((author) => (
          <li key={author.slug} className="group relative flex gap-4">
            <Portrait
              person={author}
              width={author.portraitWidth}
              height={author.portraitHeight}
              className="size-20"
            />
            <div>
              <h3 className="font-serif text-xl font-semibold">
                <Link
                  to={`/author/${author.slug}`}
                  className="after:absolute after:inset-0 group-hover:text-accent"
                >
                  {author.name}
                </Link>
              </h3>
              <ReporterTitle reporter={author} className="mt-1" />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
