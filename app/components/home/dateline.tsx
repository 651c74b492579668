import { formatLongDate } from "~/lib/utils/format";

/** The story's future date: the edition's central joke, so it is on every card. */
export function Dateline({ value, className }: { value: string; className?: string }) {
  return (
    <time dateTime={value} className={className}>
      {formatLongDate(value)}
    </time>
  );
}
