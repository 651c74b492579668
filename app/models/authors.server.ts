import { asc, eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { authors } from "~/db/schema";
import type { Author } from "~/types/content";

const authorColumns = {
  slug: authors.slug,
  name: authors.name,
  role: authors.role,
  homeRole: authors.homeRole,
  tagline: authors.tagline,
  bioHtml: authors.bioHtml,
  portraitSrc: authors.portraitSrc,
  portraitAlt: authors.portraitAlt,
  portraitWidth: authors.portraitWidth,
  portraitHeight: authors.portraitHeight,
};

export type { Author };

export async function listAuthors(db: Db): Promise<Author[]> {
  return db.select(authorColumns).from(authors).orderBy(asc(authors.name));
}

export async function getAuthorBySlug(db: Db, slug: string) {
  const [author] = await db.select(authorColumns).from(authors).where(eq(authors.slug, slug)).limit(1);
  return author;
}
