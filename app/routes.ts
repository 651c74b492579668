import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { categories, categoryAliases } from "./lib/config/categories";

export default [
  index("routes/home.tsx"),
  route("search", "routes/search.tsx"),
  route("articles/:slug", "routes/article.tsx"),
  route("preview/:slug", "routes/preview.tsx"),
  route("corrections", "routes/corrections.tsx"),
  ...categories.map((category) =>
    route(category.path.slice(1), "routes/category.tsx", { id: `category${category.path}` }),
  ),
  ...Object.keys(categoryAliases).map((path) =>
    route(path.slice(1), "routes/category-alias.tsx", { id: `category-alias${path}` }),
  ),
  route("author/:slug", "routes/author.tsx"),
  route("forms/:format", "routes/form.tsx"),
  route("timeline", "routes/timeline.tsx"),
  route("odds", "routes/odds.tsx"),
  route("about", "routes/about.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("debug", "routes/debug.tsx"),
  route("submit", "routes/submit.tsx"),
  route("contact", "routes/contact.tsx"),
  route("feedback", "routes/feedback.tsx"),
  route("newsletter", "routes/newsletter.tsx"),
  route("newsletter/confirm", "routes/newsletter-confirm.tsx"),
  route("newsletter/editions", "routes/newsletter-editions.tsx"),
  route("newsletter/editions/:number", "routes/newsletter-edition.tsx"),
  route("unsubscribe", "routes/unsubscribe.tsx"),
  route("design", "routes/design.tsx"),
  route("design/emails/:name", "routes/design-email.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
