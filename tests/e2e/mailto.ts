import { expect } from "@playwright/test";

/** Splits a mailto: link into its address, subject and body, decoded. */
export function readMailto(href: string | null) {
  const url = new URL(href ?? "");
  expect(url.protocol).toBe("mailto:");
  return {
    to: decodeURIComponent(url.pathname),
    subject: url.searchParams.get("subject"),
    body: url.searchParams.get("body"),
    raw: href!,
  };
}
