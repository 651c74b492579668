import { cn } from "~/lib/utils/cn";

type Person = { portraitSrc: string; portraitAlt: string };

/**
 * A reporter's round portrait. Lazy unless it stands at the top of its page, where it loads at once.
 * Its box comes from `width`/`height` and the size classes, so it never moves what is around it.
 */
export function Portrait({
  person,
  width,
  height,
  eager = false,
  className,
}: {
  person: Person;
  width: number;
  height: number;
  eager?: boolean;
  className: string;
}) {
  return (
    <img
      src={person.portraitSrc}
      alt={person.portraitAlt}
      width={width}
      height={height}
      loading={eager ? undefined : "lazy"}
      decoding={eager ? undefined : "async"}
      className={cn("shrink-0 rounded-full bg-surface object-cover", className)}
    />
  );
}
