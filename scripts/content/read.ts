import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { parse as parseYaml } from "yaml";
import type { z } from "zod";
import { countWords, htmlToText, readTimeOfWords, renderMarkdown } from "./markdown.ts";
import {
  articleFrontMatterSchema,
  authorFrontMatterSchema,
  type ArticleFrontMatter,
  type AuthorFrontMatter,
} from "./schema.ts";

export class ContentError extends Error {}

export type ArticleRecord = ArticleFrontMatter & {
  file: string;
  bodyHtml: string;
  bodyText: string;
  bodyWords: number;
  readTimeMinutes: number;
  contentHash: string;
};

export type AuthorRecord = AuthorFrontMatter & {
  file: string;
  bioHtml: string;
  bioWords: number;
  contentHash: string;
};

function splitFrontMatter(file: string, text: string) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(text);
  if (!match) throw new ContentError(`${file}: missing front matter (a block between --- lines)`);
  let data: unknown;
  try {
    data = parseYaml(match[1] ?? "");
  } catch (error) {
    throw new ContentError(`${file}: front matter is not valid YAML: ${(error as Error).message}`);
  }
  return { data, body: match[2] ?? "" };
}

function validate<T>(file: string, schema: z.ZodType<T>, data: unknown): T {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issues = result.error.issues.map(
    (issue) => `field "${issue.path.join(".") || "(front matter)"}": ${issue.message}`,
  );
  throw new ContentError(`${file}: ${issues.join("; ")}`);
}

function hash(value: unknown): string {
  return createHash("sha256").update(JSON.stringify(value)).digest("hex");
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => join(dir, name));
}

export function readArticle(path: string, root = process.cwd()): ArticleRecord {
  const file = relative(root, path);
  const { data, body } = splitFrontMatter(file, readFileSync(path, "utf8"));
  const front = validate(file, articleFrontMatterSchema, data);
  if (!path.endsWith(`${front.slug}.md`)) {
    throw new ContentError(`${file}: field "slug": must match the file name (${front.slug}.md)`);
  }
  const bodyHtml = renderMarkdown(body);
  if (!bodyHtml) throw new ContentError(`${file}: field "body": the article has no body`);
  const bodyText = htmlToText(bodyHtml);
  const bodyWords = countWords(bodyText);
  const record = { ...front, bodyHtml, bodyText, bodyWords, readTimeMinutes: readTimeOfWords(bodyWords) };
  return { ...record, file, contentHash: hash(record) };
}

export function readAuthor(path: string, root = process.cwd()): AuthorRecord {
  const file = relative(root, path);
  const { data, body } = splitFrontMatter(file, readFileSync(path, "utf8"));
  const front = validate(file, authorFrontMatterSchema, data);
  const bioHtml = renderMarkdown(body);
  if (!bioHtml) throw new ContentError(`${file}: field "bio": the reporter has no bio`);
  const record = { ...front, bioHtml, bioWords: countWords(htmlToText(bioHtml)) };
  return { ...record, file, contentHash: hash(record) };
}

export function readAllContent(contentDir: string) {
  const authors = markdownFiles(join(contentDir, "authors")).map((path) => readAuthor(path));
  const articles = markdownFiles(join(contentDir, "articles")).map((path) => readArticle(path));
  const duplicate = (values: (string | number)[]) =>
    values.find((value, index) => values.indexOf(value) !== index);
  const dupId = duplicate(articles.map((a) => a.id));
  if (dupId !== undefined) throw new ContentError(`content/articles: field "id": ${dupId} is used twice`);
  const dupSlug = duplicate(authors.map((a) => a.slug));
  if (dupSlug !== undefined)
    throw new ContentError(`content/authors: field "slug": ${dupSlug} is used twice`);
  return { authors, articles };
}
