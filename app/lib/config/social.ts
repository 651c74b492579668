/**
 * The magazine's social profiles, linked from the footer and the contact page. These are the
 * defaults; change an address here to point the link at the real profile. The order is the order
 * readers see; the footer shows the first six and the rest behind "Show more platforms".
 */
export const socialProfiles = [
  { name: "Twitter", href: "https://x.com/futuredispatch" },
  { name: "Facebook", href: "https://www.facebook.com/futuredispatch" },
  { name: "Instagram", href: "https://www.instagram.com/futuredispatch" },
  { name: "TikTok", href: "https://www.tiktok.com/@futuredispatch" },
  { name: "YouTube", href: "https://www.youtube.com/@futuredispatch" },
  { name: "Reddit", href: "https://www.reddit.com/r/futuredispatch" },
  { name: "Discord", href: "https://discord.gg/futuredispatch" },
  { name: "LinkedIn", href: "https://www.linkedin.com/company/futuredispatch" },
  { name: "Twitch", href: "https://www.twitch.tv/futuredispatch" },
  { name: "Pinterest", href: "https://www.pinterest.com/futuredispatch" },
] as const;

export type SocialProfile = (typeof socialProfiles)[number];

/** The footer's first row (spec: six platforms, more on request). */
export const footerPrimaryCount = 6;

/** The contact page's "Other Ways to Reach Us" names four. */
export const contactProfiles = ["Twitter", "Instagram", "Facebook", "TikTok"].map((name) =>
  socialProfiles.find((profile) => profile.name === name)!,
);
