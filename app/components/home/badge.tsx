import { cn } from "~/lib/utils/cn";

const badgeLabels = { featured: "Featured", trending: "Trending", breaking: "Breaking" } as const;

export function StoryBadge({ badge }: { badge: keyof typeof badgeLabels }) {
  return (
    <span
      className={cn(
        "inline-block px-2 py-0.5 font-sans text-[0.6875rem] font-bold tracking-[0.12em] uppercase",
        badge === "breaking" ? "bg-danger text-white" : "bg-ink text-paper",
      )}
    >
      {badgeLabels[badge]}
    </span>
  );
}
