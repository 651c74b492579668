import { useRouteLoaderData } from "react-router";
import { privacySections } from "~/components/privacy/privacy-sections";
import { staticPageMeta } from "~/lib/seo/seo";
import { brand } from "~/lib/config/site";
import type { loader as rootLoader } from "~/root";

export const meta = staticPageMeta({
  title: "Privacy Policy",
  description: `What ${brand} stores about its readers, why, and how to have it removed.`,
  path: "/privacy",
});

const policyDate = "June 19, 2025";

export default function Privacy() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const contactEmail = root?.editorialEmail ?? "";
  const sections = privacySections(contactEmail);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      <header className="border-b-2 border-ink pb-8">
        <p className="kicker">Legal</p>
        <h1 className="mt-3 font-serif text-4xl font-semibold tracking-tight sm:text-5xl">Privacy Policy</h1>
        <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 font-sans text-sm text-muted">
          <dt>Effective date:</dt>
          <dd className="font-medium text-ink">{policyDate}</dd>
          <dt>Last updated:</dt>
          <dd className="font-medium text-ink">{policyDate}</dd>
        </dl>
        <p className="mt-6 font-serif text-xl leading-relaxed text-muted">
          {brand} is read anonymously. This policy explains the little we store, why we store it and how you
          can have it removed.
        </p>
      </header>
      <nav aria-labelledby="privacy-contents" className="border-b border-rule py-6">
        <h2 id="privacy-contents" className="kicker">
          Contents
        </h2>
        <ol className="mt-3 grid gap-1 font-sans text-sm sm:grid-cols-2">
          {sections.map((section, index) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-ink hover:text-accent">
                {index + 1}. {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="prose-article text-lg">
        {sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="scroll-mt-24"
          >
            <h2 id={`${section.id}-title`}>
              {index + 1}. {section.title}
            </h2>
            {section.body}
          </section>
        ))}
      </div>
      <p className="mt-12 border-t border-rule pt-6 font-sans text-sm text-muted">
        Contact:{" "}
        <a href={`mailto:${contactEmail}`} className="font-medium text-accent">
          {contactEmail}
        </a>
      </p>
    </article>
  );
}
