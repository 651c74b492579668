export type ShareTarget = { name: string; url: (article: { title: string; url: string }) => string };

const enc = encodeURIComponent;

/** Social pages that open in a 600×400 window (spec §7). */
export const shareTargets: ShareTarget[] = [
  {
    name: "Twitter",
    url: ({ title, url }) => `https://twitter.com/intent/tweet?text=${enc(title)}&url=${enc(url)}`,
  },
  {
    name: "Reddit",
    url: ({ title, url }) => `https://www.reddit.com/submit?url=${enc(url)}&title=${enc(title)}`,
  },
  { name: "Facebook", url: ({ url }) => `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}` },
  { name: "LinkedIn", url: ({ url }) => `https://www.linkedin.com/sharing/share-offsite/?url=${enc(url)}` },
  { name: "WhatsApp", url: ({ title, url }) => `https://wa.me/?text=${enc(`${title} ${url}`)}` },
];

export function openShareWindow(url: string) {
  window.open(url, "_blank", "width=600,height=400,noopener,noreferrer");
}
