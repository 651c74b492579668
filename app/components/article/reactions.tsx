import { useEffect, useRef, useState } from "react";
import { goLive } from "~/lib/browser/early-clicks";
import { useHydrated } from "~/hooks/use-hydrated";
import { useLazyComponent } from "~/hooks/use-lazy-component";
import { toast } from "~/hooks/use-toast";
import { reactionOptions, readReactions, storeReactions, type ReactionOption } from "~/lib/config/reactions";

// The icons are decoration: they arrive after the page, in a box of their own size so nothing moves, and
// keep the story's up-front JavaScript within budget (decision 103).
const loadIcon = () => import("./reaction-icon");

/** The default count, plus one when the reader picked it (so never below zero on removal). */
const countOf = (option: ReactionOption, selected: string[]) =>
  option.count + (selected.includes(option.key) ? 1 : 0);

const toggled = (selected: string[], key: string) =>
  selected.includes(key) ? selected.filter((item) => item !== key) : [...selected, key];

const earlyPrefix = "reaction:";

/** Browser-only reactions (decisions.md): default counts, plus the reader's own stored choices. */
export function Reactions({ articleId, title }: { articleId: number; title: string }) {
  const hydrated = useHydrated();
  const ReactionIcon = useLazyComponent(loadIcon, hydrated);
  // Null until the reader changes something: until then the stored choices are shown.
  const [changed, setChanged] = useState<string[] | null>(null);
  const selected = changed ?? (hydrated ? readReactions(articleId) : []);
  const section = useRef<HTMLElement>(null);

  function save(before: string[], next: string[]) {
    setChanged(next);
    storeReactions(articleId, next);
    if (next.some((key) => !before.includes(key))) {
      toast({
        title: "Reaction saved!",
        description: `Your reaction to "${title}" has been recorded.`,
        duration: 2000,
      });
    }
  }
  const toggle = (key: string) => save(selected, toggled(selected, key));

  // Clicks made before hydration were held back by the early-click script; count them now, once.
  useEffect(() => {
    if (!section.current) return;
    const early = goLive(section.current, earlyPrefix);
    if (!early.length) return;
    const before = readReactions(articleId);
    save(before, early.reduce(toggled, before));
    // Runs once per article when it comes alive; `save` only reads props of that same article.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [articleId]);

  return (
    <section
      ref={section}
      aria-labelledby="reactions-heading"
      className="mt-14 border-t border-rule pt-8 pb-10"
    >
      <h2 id="reactions-heading" className="kicker">
        How does this future make you feel?
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2">
        {reactionOptions.map((option) => {
          const on = selected.includes(option.key);
          return (
            <li key={option.key}>
              <button
                type="button"
                aria-pressed={on}
                data-early-click={`${earlyPrefix}${option.key}`}
                onClick={() => toggle(option.key)}
                // The look follows aria-pressed, not state: a reaction tapped before the code arrives
                // is shown as chosen by the page's inline script at once (~/lib/browser/early-clicks).
                className="group inline-flex items-center gap-2 rounded-full border border-rule px-3 py-1.5 font-sans text-sm hover:border-ink aria-pressed:border-accent aria-pressed:bg-accent-fill/10 aria-pressed:text-ink"
              >
                <span
                  aria-hidden
                  className="inline-flex size-4 shrink-0 text-muted group-aria-pressed:text-accent"
                >
                  {ReactionIcon && (
                    <ReactionIcon reaction={option.key} className="size-4" strokeWidth={1.75} />
                  )}
                </span>
                <span>{option.label}</span>
                <span className="tabular-nums text-muted" data-testid={`reaction-count-${option.key}`}>
                  {countOf(option, selected)}
                </span>
                <span className="sr-only"> reactions</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
