import { tagline } from "~/lib/config/site";

const protocol = [
  {
    title: "Analysed",
    text: "Every report is analysed by our temporal analysts, usually before it happens.",
  },
  { title: "Featured", text: "Selected reports are featured in The Future Dispatch." },
  { title: "Contacted", text: "Our agents may contact you for further details. Act natural." },
  { title: "Credited", text: "You are credited as the reporting source when your future is published." },
];

/** The submission page's side column: the magazine's tagline and the four-point protocol. */
export function TransmissionProtocol() {
  return (
    <aside aria-labelledby="protocol-heading" className="space-y-10 lg:sticky lg:top-28 lg:self-start">
      <blockquote className="border-l-2 border-accent pl-5 font-serif text-2xl leading-snug text-ink italic">
        {tagline}
      </blockquote>
      <section className="border-t border-rule pt-6">
        <h2 id="protocol-heading" className="kicker mb-5">
          Transmission Protocol
        </h2>
        <ol className="space-y-5">
          {protocol.map((step, index) => (
            <li key={step.title} className="grid grid-cols-[2rem_1fr] gap-2">
              <span className="font-serif text-xl text-accent tabular-nums">
                {String(index + 1).padStart(2, "0")}
              </span>
              <div>
                <p className="font-sans text-sm font-semibold text-ink">{step.title}</p>
                <p className="mt-1 font-serif text-base leading-relaxed text-muted">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
    </aside>
  );
}
