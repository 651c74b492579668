import { Link } from "react-router";
import type { Route } from "./+types/about";
import { processSteps, values } from "~/components/about/about-content";
import { ReporterTitle } from "~/components/reporter-title";
import { appContext } from "~/context";
import { staticPageMeta } from "~/lib/seo/seo";
import { italicFontPreload } from "~/lib/config/fonts";
import { brand, tagline } from "~/lib/config/site";
import { listAuthors } from "~/models/authors.server";
import { buttonVariants } from "~/components/ui/button";
import { Portrait } from "~/components/portrait";

export const handle = { header: "back" };

// Each reporter's tagline is set in italic (ReporterTitle), so its face is preloaded with the others.
export const links: Route.LinksFunction = () => italicFontPreload;

export const meta = staticPageMeta({
  title: "About Us",
  description: `${brand} is an anonymous magazine of satire that reports the future as if it’s happening now. Meet our reporters and see how a story is made.`,
  path: "/about",
});

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  return { team: await listAuthors(db) };
}

export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-16 lg:px-8">
      <header className="mx-auto max-w-3xl text-center">
        <p className="kicker">About Us</p>
        <h1 className="mt-4 font-serif text-4xl font-semibold tracking-tight text-balance sm:text-6xl">
          {tagline}
        </h1>
        <p className="mt-6 font-serif text-xl leading-relaxed text-muted">
          {brand} is an anonymous magazine of imagined futures. Our mission is to help readers think about
          what is coming by reporting it, deadpan, as if it had already happened: the elections, the
          inventions, the regulations and the small absurdities of the 2040s to the 2070s. Every story is
          satire, and every story starts from something real.
        </p>
      </header>

      <section aria-labelledby="about-values" className="mt-20">
        <h2 id="about-values" className="kicker border-b border-rule pb-3">
          What we stand for
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {values.map(({ title, icon: Icon, text }) => (
            <li key={title} className="border-t-2 border-ink pt-6">
              <Icon aria-hidden className="size-7 text-accent" strokeWidth={1.5} />
              <h3 className="mt-4 font-serif text-2xl font-semibold tracking-tight">{title}</h3>
              <p className="mt-3 font-serif text-lg leading-relaxed text-muted">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-team" className="mt-20">
        <h2 id="about-team" className="kicker border-b border-rule pb-3">
          Our reporters
        </h2>
        <ul className="mt-8 grid gap-10 sm:grid-cols-2 lg:grid-cols-4">
          {loaderData.team.map((reporter) => (
            <li key={reporter.slug} className="text-center">
              <Portrait
                person={reporter}
                width={reporter.portraitWidth}
                height={reporter.portraitHeight}
                className="mx-auto size-32 border border-rule"
              />
              <h3 className="mt-5 font-serif text-xl font-semibold">
                <Link to={`/author/${reporter.slug}`} className="text-ink hover:text-accent">
                  {reporter.name}
                </Link>
              </h3>
              <ReporterTitle reporter={reporter} className="mt-1" />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-process" className="mt-20">
        <h2 id="about-process" className="kicker border-b border-rule pb-3">
          How a story is made
        </h2>
        <ol className="mt-8 grid gap-8 md:grid-cols-3">
          {processSteps.map((step, position) => (
            <li key={step.title} className="flex gap-5">
              <span
                aria-hidden
                className="font-serif text-5xl leading-none font-semibold text-accent tabular-nums"
              >
                {position + 1}
              </span>
              <div>
                <h3 className="font-serif text-xl font-semibold">{step.title}</h3>
                <p className="mt-2 font-serif text-lg leading-relaxed text-muted">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <div className="mt-20 flex flex-col items-center justify-center gap-3 border-t border-rule pt-12 sm:flex-row">
        <Link to="/" className={buttonVariants({ size: "xl" })}>
          Explore Articles
        </Link>
        <Link to="/submit" className={buttonVariants({ variant: "outline", size: "xl" })}>
          Submit Your Story
        </Link>
      </div>
    </div>
  );
}
