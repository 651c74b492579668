const reasons = [
  "It tells us which futures you want reported next.",
  "It catches our mistakes, including the ones we have not made yet.",
  "It shapes the site: what is hard to find, slow or confusing gets fixed.",
  "It reminds four reporters that someone out there is reading.",
];

/** The feedback page's side column: why we ask, and one reader's word for it. */
export function WhyFeedback() {
  return (
    <aside aria-labelledby="why-feedback-heading" className="space-y-10 lg:border-l lg:border-rule lg:pl-12">
      <section>
        <h2 id="why-feedback-heading" className="font-serif text-2xl font-semibold tracking-tight">
          Why We Value Your Feedback
        </h2>
        <ul className="mt-6 space-y-4">
          {reasons.map((reason) => (
            <li key={reason} className="flex gap-3 font-serif text-base leading-relaxed text-muted">
              <span aria-hidden className="mt-2.5 h-px w-4 shrink-0 bg-accent" />
              {reason}
            </li>
          ))}
        </ul>
      </section>
      <figure className="border-t border-rule pt-8">
        <blockquote className="font-serif text-xl leading-snug text-ink italic">
          &ldquo;I wrote in to complain that an article about 2048 was unrealistic. They thanked me, and then
          2048 happened.&rdquo;
        </blockquote>
        <figcaption className="mt-4 font-sans text-sm text-muted">A reader, some time from now</figcaption>
      </figure>
    </aside>
  );
}
