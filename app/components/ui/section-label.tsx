import { Link } from "react-router";
import { categoryByName } from "~/lib/config/categories";
import { cn } from "~/lib/utils/cn";

/**
 * The section a story belongs to, in the small upper-case accent label (`.kicker`), always by the
 * section's display name from the config (decision 145). `link` makes it lead to the section's page.
 */
export function SectionLabel({
  category,
  link = false,
  muted = false,
  as: Tag = "p",
  className,
}: {
  /** The stored category value. */
  category: string;
  link?: boolean;
  muted?: boolean;
  as?: "p" | "span";
  className?: string;
}) {
  const section = categoryByName(category);
  const name = section?.displayName ?? category;
  return (
    <Tag className={cn("kicker", muted && "text-muted", className)}>
      {link && section ? (
        <Link to={section.path} className="hover:underline">
          {name}
        </Link>
      ) : (
        name
      )}
    </Tag>
  );
}
