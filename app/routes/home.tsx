import type { Route } from "./+types/home";
import { appContext } from "~/context";
import { listRecentFlagged } from "~/models/articles.server";
import { brand, tagline } from "~/lib/site";

export function meta() {
  return [{ title: `${brand} — ${tagline}` }, { name: "description", content: tagline }];
}

export async function loader({ context }: Route.LoaderArgs) {
  const { db } = context.get(appContext);
  return { recent: await listRecentFlagged(db) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <h1 className="font-serif text-5xl font-semibold tracking-tight">{brand}</h1>
      <p className="mt-3 font-serif text-xl text-muted">{tagline}</p>
      <ul className="mt-10 space-y-3">
        {loaderData.recent.map((article) => (
          <li key={article.id}>{article.title}</li>
        ))}
      </ul>
    </div>
  );
}
