import { developmentPreviewSecret, previewLinkSeconds, previewMessage } from "~/lib/publishing/preview-link";
import { verifyText } from "./signature.server";

/**
 * The preview links' signing secret: the PREVIEW_SECRET binding, or the development one when the
 * site runs on localhost. A deployment without the secret has no previews (every link is a 404),
 * never a page signed with a value anyone can read in the source.
 */
export function previewSecret(env: { PREVIEW_SECRET?: string; SITE_URL: string }): string | undefined {
  if (env.PREVIEW_SECRET) return env.PREVIEW_SECRET;
  const host = URL.parse(env.SITE_URL)?.hostname;
  return host === "localhost" || host === "127.0.0.1" ? developmentPreviewSecret : undefined;
}

/**
 * Whether `url` is a preview link for `slug` signed with `secret` and still within its seven days.
 * A link made for another story, altered, expired or dated further ahead than a link is ever made
 * for fails, and the page then answers exactly like a story that does not exist.
 */
export async function isValidPreview(slug: string, url: URL, secret: string | undefined, now = Date.now()) {
  const until = url.searchParams.get("until") ?? "";
  const signature = url.searchParams.get("sig") ?? "";
  if (!secret || !/^\d{1,12}$/.test(until)) return false;
  const seconds = Number(until);
  const nowSeconds = Math.floor(now / 1000);
  if (seconds <= nowSeconds || seconds > nowSeconds + previewLinkSeconds + 60) return false;
  return verifyText(previewMessage(slug, seconds), signature, secret);
}
