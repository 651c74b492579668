import { Link } from "react-router";
import { categories, type Category } from "~/lib/config/categories";
import { cn } from "~/lib/utils/cn";

const chip = "inline-block border px-3 py-1.5 font-sans text-sm whitespace-nowrap";

/** Plain links (`/timeline?category=space-beyond`), so the filter works without JavaScript. */
export function CategoryFilter({ active }: { active: Category | undefined }) {
  const options = [
    { label: "All sections", to: "/timeline", current: !active },
    ...categories.map((category) => ({
      label: category.displayName,
      to: `/timeline?category=${category.path.slice(1)}`,
      current: active?.path === category.path,
    })),
  ];
  return (
    <nav aria-label="Filter the timeline by section" className="mt-8">
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => (
          <li key={option.to}>
            <Link
              to={option.to}
              aria-current={option.current ? "page" : undefined}
              className={cn(
                chip,
                option.current
                  ? "border-ink bg-ink font-semibold text-paper"
                  : "border-rule text-ink hover:border-ink hover:text-accent",
              )}
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
