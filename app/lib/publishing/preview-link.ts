// A preview link, as `npm run editors -- preview SLUG` signs it and the Worker checks it
// (app/lib/server/preview.server.ts): `/preview/{slug}?until={unix seconds}&sig={HMAC}`. No imports,
// so the editors' script (plain Node) and the Worker share it.

/** How long a preview link works after it is made. */
export const previewLinkDays = 7;
export const previewLinkSeconds = previewLinkDays * 24 * 60 * 60;

/** What the HMAC-SHA-256 signs: the story and the link's end, so neither can be changed. */
export const previewMessage = (slug: string, until: number) => `preview:${slug}:${until}`;

export const previewUrl = (siteUrl: string, slug: string, until: number, signature: string) =>
  `${siteUrl.replace(/\/$/, "")}/preview/${slug}?until=${until}&sig=${signature}`;

// Development and the test suites only (SITE_URL on localhost), like the voter secret; a deployment
// sets PREVIEW_SECRET with `npx wrangler secret put PREVIEW_SECRET`, never in [vars].
export const developmentPreviewSecret = "future-dispatch-local-development-preview-secret";
