import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("submit", "routes/submit.tsx"),
  route("contact", "routes/contact.tsx"),
  route("feedback", "routes/feedback.tsx"),
  route("newsletter", "routes/newsletter.tsx"),
  route("unsubscribe", "routes/unsubscribe.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
