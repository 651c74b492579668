import { data, redirect } from "react-router";
import type { Route } from "./+types/category-alias";
import { categoryAliases, pagePath } from "~/lib/config/categories";

// Paths used in old links and popups; they answer 301 to the canonical section (decisions.md).
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = categoryAliases[pagePath(url)];
  if (!target) throw data(null, { status: 404 });
  throw redirect(`${target}${url.search}`, 301);
}
