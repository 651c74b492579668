import { Form, Link } from "react-router";
import type { StoryLink } from "~/lib/utils/story-link";
import { Button } from "~/components/ui/button";
import { SectionLabel } from "~/components/ui/section-label";

/**
 * What a page with nothing to show offers instead (the 404 and a search without results): a search
 * box that works without JavaScript and the newest stories.
 */
export function WayOut({ stories, query = "" }: { stories: StoryLink[]; query?: string }) {
  return (
    <div className="mx-auto mt-10 max-w-xl text-left font-sans">
      <Form
        method="get"
        action="/search"
        role="search"
        aria-label="Search the archive"
        className="flex gap-2"
      >
        <label htmlFor="way-out-search" className="sr-only">
          Search articles
        </label>
        <input
          id="way-out-search"
          name="q"
          type="search"
          defaultValue={query}
          placeholder="Search the archive"
          className="h-11 w-full min-w-0 flex-1 border border-rule bg-paper px-3 text-base text-ink placeholder:text-muted focus:border-accent sm:text-sm"
        />
        <Button type="submit" className="shrink-0">
          Search
        </Button>
      </Form>
      <LatestStories stories={stories} />
    </div>
  );
}

/** The newest stories as a short list of links. */
export function LatestStories({ stories }: { stories: StoryLink[] }) {
  if (stories.length === 0) return null;
  return (
    <section aria-labelledby="way-out-latest" className="mt-10">
      <h2 id="way-out-latest" className="kicker mb-3">
        Latest stories
      </h2>
      <ul className="divide-y divide-rule border-y border-rule">
        {stories.map((story) => (
          <li key={story.slug} className="py-3">
            <SectionLabel category={story.category} muted />
            <Link
              to={`/articles/${story.slug}`}
              className="font-serif text-lg leading-snug font-semibold text-ink hover:text-accent"
            >
              {story.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
