/**
 * The forms a piece can take (decision 155). A report, the default, carries no label: a label on every
 * story would be noise. Every other form is named above the headline ("Op-Ed", "Letters") on the article
 * and on its teasers, and has a page of its own at /forms/{form}.
 */
export const formats = [
  "report",
  "op-ed",
  "advice",
  "letters",
  "review",
  "obituary",
  "corrections",
  "timeline",
  "live",
  "interview",
  "memo",
  "minutes",
  "classifieds",
  "travel",
] as const;

export type Format = (typeof formats)[number];

type LabelledForm = {
  /** The kicker above the headline. */
  label: string;
  /** The heading of the form's own page. */
  title: string;
  blurb: string;
};

export const labelledForms: Record<Exclude<Format, "report">, LabelledForm> = {
  "op-ed": { label: "Op-Ed", title: "Op-Eds", blurb: "Opinion, signed, and held with some force." },
  advice: { label: "Advice", title: "Advice", blurb: "Readers write in with the problems of their decade." },
  letters: { label: "Letters", title: "Letters", blurb: "What readers wrote back, and what we replied." },
  review: {
    label: "Review",
    title: "Reviews",
    blurb: "Restaurants, shows and machines, tried so you need not.",
  },
  obituary: { label: "Obituary", title: "Obituaries", blurb: "Lives, and the things that outlived them." },
  corrections: {
    label: "Corrections",
    title: "Corrections",
    blurb: "What we got wrong, and what happened next.",
  },
  timeline: { label: "Timeline", title: "Timelines", blurb: "How it came to this, year by year." },
  live: { label: "Live", title: "Live coverage", blurb: "Followed as it happened, minute by minute." },
  interview: { label: "Interview", title: "Interviews", blurb: "Questions asked, and asked again." },
  memo: {
    label: "Memo",
    title: "Memos",
    blurb: "Documents that were not meant to be read outside the building.",
  },
  minutes: {
    label: "Minutes",
    title: "Minutes",
    blurb: "Meetings, as recorded by the people who sat through them.",
  },
  classifieds: {
    label: "Classifieds",
    title: "Classifieds",
    blurb: "Small advertisements, and the decade they describe.",
  },
  travel: { label: "Travel", title: "Travel", blurb: "Where to go, while it is still there." },
};

/** The label and page of a form, or nothing for a report (or a form this build does not know). */
export function formLabel(format: string | null | undefined) {
  if (!format || format === "report" || !(format in labelledForms)) return null;
  const form = labelledForms[format as keyof typeof labelledForms];
  return { format, path: `/forms/${format}`, ...form };
}
