// Picks real pages to measure from the running site, so the benchmark follows the content.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse as parseYaml } from "yaml";
import { categories } from "../../app/lib/config/categories.ts";
import type { PageKind } from "./options.ts";

type ApiArticle = { slug: string; category: string; author: string };

function reporters(root: string) {
  const dir = join(root, "content/authors");
  return readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .map((name) => {
      const front = readFileSync(join(dir, name), "utf8").split(/^---$/m)[1] ?? "";
      return parseYaml(front) as { name: string; slug: string };
    });
}

export async function resolvePages(
  origin: string,
  chosen: Partial<Record<PageKind, string>>,
  root = process.cwd(),
): Promise<Record<PageKind, string>> {
  const response = await fetch(`${origin}/api/articles`);
  if (!response.ok) throw new Error(`GET /api/articles answered ${response.status}`);
  const articles = (await response.json()) as ApiArticle[];
  const article = articles[0];
  if (!article) throw new Error("The site has no articles to measure; load content first.");
  const category = categories.find((candidate) => candidate.name === article.category) ?? categories[0]!;
  const known = reporters(root);
  const author = known.find((reporter) => reporter.name === article.author) ?? known[0];
  if (!author) throw new Error("No reporter files under content/authors.");
  const searchWord = article.slug.split("-").find((word) => word.length > 3) ?? "future";
  return {
    home: chosen.home ?? "/",
    article: chosen.article ?? `/articles/${article.slug}`,
    category: chosen.category ?? category.path,
    reporter: chosen.reporter ?? `/author/${author.slug}`,
    search: chosen.search ?? `/search?q=${encodeURIComponent(searchWord)}`,
    submit: chosen.submit ?? "/submit",
    timeline: chosen.timeline ?? "/timeline",
    odds: chosen.odds ?? "/odds",
    about: chosen.about ?? "/about",
  };
}
