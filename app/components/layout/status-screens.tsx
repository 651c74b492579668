import { Link } from "react-router";

export function NotFoundScreen() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center sm:py-32">
      <p className="kicker mb-6">Error 404</p>
      <h1 className="font-serif text-4xl font-semibold tracking-tight sm:text-5xl">
        404 - Temporally Displaced
      </h1>
      <p className="mt-6 font-serif text-xl text-ink">
        We couldn&apos;t find the futuristic content you were looking for.
      </p>
      <p className="mt-2 text-muted">Even in our timeline, this page doesn&apos;t exist.</p>
      <Link
        to="/"
        className="mt-10 inline-flex items-center bg-ink px-6 py-3 font-sans text-sm font-semibold text-paper hover:bg-accent"
      >
        Return to the main timeline
      </Link>
    </section>
  );
}

export function ServerErrorScreen() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center sm:py-32">
      <p className="kicker mb-6">Error 500</p>
      <h1 className="font-serif text-4xl font-semibold tracking-tight sm:text-5xl">
        A Glitch in the Timeline
      </h1>
      <p className="mt-6 font-serif text-xl">
        Something went wrong on our side while fetching this page from the future.
      </p>
      <p className="mt-2 text-muted">
        Our temporal engineers have been notified. Please try again in a moment.
      </p>
      <Link
        to="/"
        className="mt-10 inline-flex items-center bg-ink px-6 py-3 font-sans text-sm font-semibold text-paper hover:bg-accent"
      >
        Return to the main timeline
      </Link>
    </section>
  );
}
