import type { ReactNode } from "react";

/** The masthead of a standalone page: small-caps kicker, serif headline, a short standfirst. */
export function PageIntro({
  kicker,
  title,
  children,
}: {
  kicker: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <header className="border-b border-rule pb-8">
      <p className="kicker mb-4">{kicker}</p>
      <h1 className="font-serif text-4xl leading-[1.1] font-semibold tracking-tight text-balance sm:text-5xl">
        {title}
      </h1>
      {children && (
        <div className="mt-5 max-w-2xl font-serif text-lg leading-relaxed text-muted sm:text-xl">
          {children}
        </div>
      )}
    </header>
  );
}
