import type { ReactNode } from "react";
import { Link } from "react-router";
import { WayOut } from "~/components/not-found/way-out";
import { notFoundTitle } from "~/lib/config/site";
import type { StoryLink } from "~/lib/utils/story-link";
import { buttonVariants } from "~/components/ui/button";

/** One heading per screen: the status code is in the title's words or in the kicker, never both. */
export function StatusScreen({
  kicker,
  title,
  children,
}: {
  kicker?: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center sm:py-32">
      {kicker && <p className="kicker mb-6">{kicker}</p>}
      <h1 className="font-serif text-4xl font-semibold tracking-tight text-balance sm:text-5xl">{title}</h1>
      {children}
    </section>
  );
}

function HomeLink() {
  return (
    <Link to="/" className={buttonVariants({ className: "mt-10" })}>
      Return to the main timeline
    </Link>
  );
}

/** The 404: the spec's words, then a way on (a search box and the newest stories) and the way home. */
export function NotFoundScreen({ stories }: { stories: StoryLink[] }) {
  return (
    <StatusScreen title={notFoundTitle}>
      <p className="mt-6 font-serif text-xl text-balance text-ink">
        We couldn’t find the futuristic content you were looking for.
      </p>
      <p className="mt-2 text-muted">Even in our timeline, this page doesn’t exist.</p>
      <WayOut stories={stories} />
      <HomeLink />
    </StatusScreen>
  );
}

export function ServerErrorScreen() {
  return (
    <StatusScreen kicker="Error 500" title="A Glitch in the Timeline">
      <p className="mt-6 font-serif text-xl">
        Something went wrong on our side while fetching this page from the future.
      </p>
      <p className="mt-2 text-muted">
        Our temporal engineers have been notified. Please try again in a moment.
      </p>
      <HomeLink />
    </StatusScreen>
  );
}

/** D1 is unreachable: the shell still renders, the archive does not. The answer is a 503. */
export function OfflineScreen({ message }: { message: string }) {
  return (
    <StatusScreen kicker="Error 503" title="The Presses Have Paused">
      <p className="mt-6 font-serif text-xl">{message}</p>
      <p className="mt-2 text-muted">
        Nothing you did caused this. The future has been notified and will arrive shortly.
      </p>
    </StatusScreen>
  );
}

/** A rate limit met through the framework (a pressed button's `.data` post): its words, and the way home. */
export function PleaseWaitScreen({ message }: { message: string }) {
  return (
    <StatusScreen kicker="Error 429" title="Please wait a moment">
      <p className="mt-6 font-serif text-xl">{message}</p>
      <HomeLink />
    </StatusScreen>
  );
}
