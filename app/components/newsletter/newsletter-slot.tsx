import { newsletterName } from "~/lib/config/site";
import { NewsletterForm } from "./newsletter-form";

/** After a story, in its measure: the reader who got to the end is the one most likely to want more. */
export function NewsletterSlot() {
  return (
    <section aria-labelledby="article-newsletter" className="mt-12 border-t-4 border-accent pt-6">
      <p className="kicker">{newsletterName}</p>
      <h2 id="article-newsletter" className="mt-1 font-serif text-2xl font-semibold">
        Tomorrow’s headlines, in your inbox today
      </h2>
      <p className="mt-2 mb-4 font-serif text-base text-muted">Once a week, free.</p>
      <NewsletterForm idSuffix="article" />
    </section>
  );
}
