import { createElement } from "react";
import type { Route } from "./+types/design-email";
import { appContext } from "~/context";
import { ConfirmEmail } from "~/emails/confirm-email";
import { renderEmail } from "~/emails/render.server";
import { requireDesignSheet } from "~/lib/server/design-sheet.server";
import { absoluteUrl } from "~/lib/seo/urls";
import { storiesBetween } from "~/models/newsletter/editions.server";
import { renderEdition } from "~/services/newsletter/editions.server";

/**
 * Each newsletter email as a subscriber receives it, rendered from its template with the newest stories
 * and this server's address (so its pictures load), for `npm run screenshots` to photograph at a phone's
 * and a desktop client's width in both schemes.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { env, db } = context.get(appContext);
  requireDesignSheet(env);
  const origin = new URL(request.url).origin;
  let html: string;
  if (params.name === "confirm") {
    ({ html } = await renderEmail(
      createElement(ConfirmEmail, {
        confirmUrl: absoluteUrl(origin, "/newsletter/confirm?token=sample"),
        email: "reader@example.com",
        siteUrl: absoluteUrl(origin, "/"),
      }),
    ));
  } else if (params.name === "edition") {
    const now = new Date().toISOString();
    ({ html } = await renderEdition(origin, 12, now, await storiesBetween(db, "", now, 3)));
  } else {
    throw new Response(null, { status: 404 });
  }
  return new Response(html, {
    // Never the edge cache's: the render follows the template the server runs now.
    headers: {
      "content-type": "text/html; charset=utf-8",
      "x-robots-tag": "noindex",
      "cache-control": "no-store",
    },
  });
}
