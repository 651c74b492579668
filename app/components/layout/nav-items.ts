import { menuCategories } from "~/lib/config/categories";

export type NavItem = { label: string; to: string };

/** Beyond the spec's entries: the Timeline, in both the desktop bar and the mobile menu (decision 096). */
export const timelineNavItem: NavItem = { label: "Timeline", to: "/timeline" };

/** The mobile menu's numbered entries: the spec's ten (§2, Navigation) and the Timeline. */
export const mobileNavItems: NavItem[] = [
  { label: "Home", to: "/" },
  ...menuCategories.map((category) => ({
    label: category.mobileMenuLabel ?? category.menuLabel ?? category.displayName,
    to: category.path,
  })),
  timelineNavItem,
  { label: "Submit", to: "/submit" },
  { label: "Feedback", to: "/feedback" },
];

export const desktopCategoryItems: NavItem[] = menuCategories.map((category) => ({
  label: category.menuLabel ?? category.displayName,
  to: category.path,
}));

export const categoriesTriggerClass =
  "inline-flex items-center gap-1 rounded-full px-3 py-2 text-sm font-medium text-ink hover:bg-surface";
