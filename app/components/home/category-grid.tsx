import { ArrowUpRight } from "lucide-react";
import { Link } from "react-router";
import { categories } from "~/lib/config/categories";

// The home grid links Politics & Power through its alias path, exactly as the spec lists it.
const gridPath = (path: string) => (path === "/future-politics" ? "/politics-power" : path);

export function CategoryGrid() {
  return (
    <section aria-labelledby="categories-heading">
      <h2
        id="categories-heading"
        className="font-serif text-3xl leading-tight font-semibold tracking-tight text-balance"
      >
        Join 15,000+ readers, explore all our categories
      </h2>
      <ul className="mt-6 grid border-t border-l border-rule sm:grid-cols-2 lg:grid-cols-3">
        {categories.map((category) => (
          <li key={category.path} className="border-r border-b border-rule">
            <Link to={gridPath(category.path)} className="group flex h-full flex-col p-5 hover:bg-surface">
              <span className="flex items-start justify-between gap-3 font-serif text-xl font-semibold group-hover:text-accent">
                {category.displayName}
                <ArrowUpRight
                  aria-hidden
                  className="mt-1 size-4 shrink-0 text-muted group-hover:text-accent"
                />
              </span>
              <span className="mt-2 text-sm leading-relaxed text-muted">{category.blurb}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
