/** Share cards are 1200×630 PNGs made by `npm run images:share`. */
export const shareImageSize = { width: 1200, height: 630 };
export const defaultShareImage = "/images/share/default.png";
export const shareImagePath = (slug: string) => `/images/share/${slug}.png`;

/** `path` made absolute against the deployment's SITE_URL (which may or may not end in a slash). */
export function absoluteUrl(siteUrl: string, path: string) {
  if (/^https?:\/\//.test(path)) return path;
  return `${siteUrl.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
}
