import { Link } from "react-router";
import { FormLabel } from "~/components/story/form-label";
import { SectionLabel } from "~/components/ui/section-label";
import { formatLongDate, formatReadTime } from "~/lib/utils/format";

type Props = {
  title: string;
  excerpt: string;
  categoryName: string;
  /** The piece's form; anything but a report is named beside the section (decision 155). */
  format: string;
  author: { name: string; slug: string | null; role: string };
  dateline: string;
  readTimeMinutes: number;
};

export function ArticleHeader({
  title,
  excerpt,
  categoryName,
  format,
  author,
  dateline,
  readTimeMinutes,
}: Props) {
  return (
    <header className="border-b border-rule pb-8">
      <div className="flex flex-wrap items-baseline gap-x-3">
        <FormLabel format={format} linked />
        <SectionLabel as="span" category={categoryName} link />
      </div>
      <h1 className="mt-4 font-serif text-4xl leading-[1.08] font-semibold tracking-tight text-balance sm:text-5xl lg:text-[3.5rem]">
        {title}
      </h1>
      <p className="mt-5 font-serif text-xl leading-snug text-muted sm:text-2xl">{excerpt}</p>
      <div className="mt-6 font-sans text-sm">
        <p>
          By{" "}
          {author.slug ? (
            <Link to={`/author/${author.slug}`} rel="author" className="font-semibold hover:text-accent">
              {author.name}
            </Link>
          ) : (
            <span className="font-semibold">{author.name}</span>
          )}
          <span className="text-muted"> · {author.role}</span>
        </p>
        <p className="mt-1 text-muted">
          <time dateTime={dateline}>{formatLongDate(dateline)}</time>
          <span aria-hidden> · </span>
          {formatReadTime(readTimeMinutes)}
        </p>
      </div>
    </header>
  );
}
