import { menuCategories } from "~/lib/config/categories";

export type NavItem = { label: string; to: string };

/** The mobile menu's ten numbered entries (spec §2, Navigation). */
export const mobileNavItems: NavItem[] = [
  { label: "Home", to: "/" },
  ...menuCategories.map((category) => ({
    label: category.mobileMenuLabel ?? category.menuLabel ?? category.gridLabel,
    to: category.path,
  })),
  { label: "Submit", to: "/submit" },
  { label: "Feedback", to: "/feedback" },
];

export const desktopCategoryItems: NavItem[] = menuCategories.map((category) => ({
  label: category.menuLabel ?? category.gridLabel,
  to: category.path,
}));

export const categoriesTriggerClass =
  "inline-flex items-center gap-1 rounded-full px-3 py-2 text-sm font-medium text-ink hover:bg-surface";
