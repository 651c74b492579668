import type { Author } from "~/types/content";

/** The portrait for a byline whose reporter has no profile of their own. */
const defaultAvatar = { src: "/images/authors/default.svg", width: 400, height: 400 };

/** The article page's byline. Any byline without a reporter page: role "Reporter" and no link. */
export function authorByline(name: string, known: Pick<Author, "name" | "slug" | "role">[]) {
  const author = known.find((candidate) => candidate.name === name);
  return author
    ? { name: author.name, slug: author.slug as string | null, role: author.role }
    : { name, slug: null, role: "Reporter" };
}

/** The article page's reporter card: the byline, with no tagline and the default avatar when unknown. */
export function toAuthorCard(name: string, reporters: Author[]) {
  const profile = reporters.find((candidate) => candidate.name === name);
  return {
    ...authorByline(name, reporters),
    tagline: profile?.tagline ?? null,
    portraitSrc: profile?.portraitSrc ?? defaultAvatar.src,
    portraitAlt: profile?.portraitAlt ?? "",
  };
}
