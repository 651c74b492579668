export type Category = {
  /** The value stored on articles. */
  name: string;
  path: string;
  /** Label in the desktop dropdown and mobile menu, when the category is in the menu. */
  menuLabel?: string;
  mobileMenuLabel?: string;
  /**
   * The section's one name for readers: kickers, tags, headings, filters, the footer, emails and page
   * titles. Only the header's menus use `menuLabel` / `mobileMenuLabel`, as the spec fixes them (decision 145).
   */
  displayName: string;
  popupReadCount: string;
  topics: string[];
  blurb: string;
};

export const categories: Category[] = [
  {
    name: "Randoms",
    path: "/future-trends",
    menuLabel: "Trends",
    mobileMenuLabel: "The Future of Randoms",
    displayName: "Future Randoms",
    popupReadCount: "2,400+",
    topics: ["Oddities", "Culture Shifts", "Everyday Absurdities", "Strange Rituals"],
    blurb: "The futures nobody planned for, reported with a straight face.",
  },
  {
    name: "AI & Automation",
    path: "/ai-automation",
    menuLabel: "AI",
    displayName: "AI & Automation",
    popupReadCount: "3,200+",
    topics: ["Machine Labor", "Robot Rights", "Algorithms at Work"],
    blurb: "What happens when the machines clock in, and then ask for a union.",
  },
  {
    name: "Space & Beyond",
    path: "/space-beyond",
    menuLabel: "Space",
    displayName: "Space & Beyond",
    popupReadCount: "3,600+",
    topics: ["Lunar Life", "Mars Missions", "Orbital Society", "Deep Space"],
    blurb: "Dispatches from the Moon, Mars and the queue for the space elevator.",
  },
  {
    name: "Sustainability",
    path: "/sustainability",
    menuLabel: "Sustainability",
    displayName: "Sustainability",
    popupReadCount: "700+",
    topics: ["Zero Waste", "Climate Fixes", "Green Cities"],
    blurb: "Saving the planet, one absurdly thorough regulation at a time.",
  },
  {
    name: "Politics & Society",
    path: "/future-politics",
    menuLabel: "Politics & Power",
    displayName: "Politics & Power",
    popupReadCount: "1,000+",
    topics: ["Elections", "Governance", "Influence", "Civic Life"],
    blurb: "Who governs tomorrow, and who sponsored the motion.",
  },
  {
    name: "Future of Work",
    path: "/future-careers",
    menuLabel: "Work",
    displayName: "The Future of Work",
    popupReadCount: "1,500+",
    topics: ["Remote Minds", "Shorter Weeks", "New Careers"],
    blurb: "Commutes, careers and the slow death of the meeting invite.",
  },
  {
    name: "Future Economy",
    path: "/future-economy",
    displayName: "Future Economy",
    popupReadCount: "900+",
    topics: ["Markets", "Corporate Nations", "New Currencies"],
    blurb: "Markets, money and the companies that became countries.",
  },
  {
    name: "Future of Health",
    path: "/future-health",
    menuLabel: "Health",
    displayName: "Future of Health",
    popupReadCount: "1,300+",
    topics: ["Longevity", "Sleep Science", "Medicine"],
    blurb: "Living longer, sleeping better and reading the terms of service.",
  },
  {
    name: "AI & Society",
    path: "/ai-society",
    displayName: "AI & Society",
    popupReadCount: "1,100+",
    topics: ["Digital Faith", "Machine Ethics", "Everyday AI"],
    blurb: "How thinking machines changed belief, manners and the law.",
  },
];

/** The desktop dropdown's order, as the spec lists it. */
export const menuCategories = [
  "/future-trends",
  "/ai-automation",
  "/space-beyond",
  "/sustainability",
  "/future-careers",
  "/future-health",
  "/future-politics",
].map((path) => categories.find((category) => category.path === path)!);

export const categoryAliases: Record<string, string> = {
  "/politics-power": "/future-politics",
  "/future-space": "/space-beyond",
  "/future-sustainability": "/sustainability",
};

export function categoryByName(name: string) {
  return categories.find((category) => category.name === name);
}

/** The display name for a stored category value; a value outside the config is shown as stored. */
export function categoryLabel(name: string) {
  return categoryByName(name)?.displayName ?? name;
}

export function categoryByPath(path: string) {
  return categories.find((category) => category.path === path);
}

/**
 * The page path a loader serves. Client-side navigations fetch `/future-health.data`, and React Router
 * passes that URL to the loader as is, so the suffix (and any trailing slash) is removed first.
 */
export function pagePath(url: URL) {
  return url.pathname.replace(/\.data$/, "").replace(/\/+$/, "") || "/";
}
