import { HeartHandshake } from "lucide-react";
import { brand, tagline } from "~/lib/config/site";

/** The front page's nameplate: brand, tagline, edition line and the desktop-only Support Us link. */
export function Masthead({ supportUrl, edition }: { supportUrl: string; edition: string }) {
  return (
    <header className="border-b-4 border-double border-ink pb-6 text-center">
      <div className="flex items-center justify-between border-b border-rule pb-3 font-sans text-xs tracking-wide text-muted uppercase">
        <span>{edition}</span>
        <span className="hidden sm:inline">Satire from the 2040s to the 2070s</span>
        <a
          href={supportUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="hidden items-center gap-1.5 font-semibold text-accent hover:underline md:inline-flex"
        >
          <HeartHandshake aria-hidden className="size-4" />
          Support Us
        </a>
      </div>
      <h1 className="mt-6 font-serif text-[2.6rem] leading-none font-semibold tracking-tight sm:text-6xl lg:text-7xl">
        {brand}
      </h1>
      <p className="mt-4 font-serif text-lg text-muted italic sm:text-xl">{tagline}</p>
    </header>
  );
}
