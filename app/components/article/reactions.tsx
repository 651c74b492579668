import { useState } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { toast } from "~/hooks/use-toast";
import { cn } from "~/lib/utils/cn";
import { reactionOptions, readReactions, storeReactions, type ReactionOption } from "~/lib/config/reactions";

/** The default count, plus one when the reader picked it (so never below zero on removal). */
const countOf = (option: ReactionOption, selected: string[]) =>
  option.count + (selected.includes(option.key) ? 1 : 0);

/** Browser-only reactions (decisions.md): default counts, plus the reader's own stored choices. */
export function Reactions({ articleId, title }: { articleId: number; title: string }) {
  const hydrated = useHydrated();
  // Null until the reader changes something: until then the stored choices are shown.
  const [changed, setChanged] = useState<string[] | null>(null);
  const selected = changed ?? (hydrated ? readReactions(articleId) : []);

  function toggle(key: string) {
    const isSelected = selected.includes(key);
    const next = isSelected ? selected.filter((item) => item !== key) : [...selected, key];
    setChanged(next);
    storeReactions(articleId, next);
    if (!isSelected) {
      toast({
        title: "Reaction saved!",
        description: `Your reaction to "${title}" has been recorded.`,
        duration: 2000,
      });
    }
  }
  return (
    <section aria-labelledby="reactions-heading" className="py-8">
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
                onClick={() => toggle(option.key)}
                className={cn(
                  "inline-flex items-center gap-2 rounded-full border px-3 py-1.5 font-sans text-sm",
                  on ? "border-accent bg-accent-fill/10 text-ink" : "border-rule hover:border-ink",
                )}
              >
                <span aria-hidden>{option.emoji}</span>
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
