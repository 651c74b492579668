import * as oneHome from "../../eslint-rules/one-home.ts";
import { file, refusedWith, ruleTester } from "./rule-tester.ts";

// Each rule: its home may hold the logic, a second copy anywhere else is reported.
const refused = refusedWith("home");
const component = "app/components/home/most-read.tsx";

ruleTester.run("local/dateline-year", oneHome.datelineYear, {
  valid: [
    file("app/lib/utils/dateline.ts", "export const datelineYear = (d: string) => Number(d.slice(0, 4));"),
    file(component, "const year = datelineYear(story.dateline); const two = name.slice(0, 2);"),
  ],
  invalid: [refused(component, "const year = Number(story.dateline.slice(0, 4));")],
});

ruleTester.run("local/base64", oneHome.base64, {
  valid: [
    file("app/lib/utils/base64.ts", 'import { encodeBase64 } from "hono/utils/encode";'),
    file("app/lib/server/tokens.server.ts", 'import { toBase64Url } from "~/lib/utils/base64";'),
  ],
  invalid: [
    refused("app/lib/server/signature.server.ts", "const text = btoa(String(bytes));"),
    refused("app/lib/server/signature.server.ts", "const text = globalThis.atob(encoded);"),
    refused("app/lib/server/signature.server.ts", "const text = String.fromCharCode(...bytes);"),
    refused("worker/api/votes.ts", 'import { decodeBase64 } from "hono/utils/encode";'),
  ],
});

ruleTester.run("local/read-time", oneHome.readTime, {
  valid: [
    file(
      "app/lib/utils/read-time.ts",
      "export const roundReadTime = (m: number) => Math.max(1, Math.round(m));",
    ),
    file(component, "const width = Math.max(0, Math.round(ratio));"),
  ],
  invalid: [
    refused("app/models/articles.server.ts", "const minutes = Math.max(1, Math.round(words / 230));"),
  ],
});

ruleTester.run("local/vote-choice", oneHome.voteChoice, {
  valid: [
    file("app/lib/config/vote-choices.ts", "export type VoteChoice = (typeof voteChoices)[number];"),
    file("app/hooks/use-vote.ts", 'import type { VoteChoice } from "~/lib/config/vote-choices";'),
  ],
  invalid: [
    refused("app/lib/schemas/vote.ts", 'export type VoteChoice = "yes" | "maybe" | "no";'),
    refused("app/lib/browser/vote-api.ts", "type Choice = string; export { type Choice as VoteChoice };"),
  ],
});

ruleTester.run("local/button-classes", oneHome.buttonClasses, {
  valid: [
    file("app/components/ui/button.tsx", 'const primary = "bg-ink text-paper hover:bg-accent";'),
    file(component, 'const link = <a className="text-ink hover:text-accent">Home</a>;'),
  ],
  invalid: [
    refused(component, 'const link = <a className="bg-ink px-4 text-paper hover:bg-accent">Go</a>;'),
    refused(component, "const link = <a className={`border border-ink ${size} hover:border-accent`}>Go</a>;"),
  ],
});

ruleTester.run("local/portrait", oneHome.portrait, {
  valid: [
    file(
      "app/components/portrait.tsx",
      "const image = <img src={person.portraitSrc} alt={person.portraitAlt} />;",
    ),
    file(component, "const image = <img src={story.imageSrc} alt={story.imageAlt} />;"),
  ],
  invalid: [refused(component, 'const image = <img src={author?.portraitSrc} alt="" />;')],
});

ruleTester.run("local/story-teaser", oneHome.storyTeaser, {
  valid: [
    file(
      "app/components/story/story-teaser.tsx",
      "const a = <Link to={`/articles/${story.slug}`} tabIndex={-1} aria-hidden />;",
    ),
    file(component, "const teaser = <StoryTeaser story={story} />;"),
    file(component, "const link = <Link to={`/author/${reporter.slug}`}>{reporter.name}</Link>;"),
  ],
  invalid: [
    refused(component, "const link = <Link to={`/articles/${story.slug}`}>{story.title}</Link>;"),
    refused(component, "const link = <Link to={href} tabIndex={-1} aria-hidden><img alt='' /></Link>;"),
    refused(component, "const by = <Link to={`/author/${story.authorSlug}`}>{story.authorName}</Link>;"),
  ],
});

ruleTester.run("local/schemas-are-zod", oneHome.schemasAreZod, {
  valid: [
    file("app/lib/schemas/vote.ts", 'import { z } from "zod"; export const voteSchema = z.object({});'),
    file("app/lib/schemas/plain-text.ts", "export const plainText = (text: string) => text.trim();"),
    file("app/lib/utils/format.ts", "export const upper = (text: string) => text.toUpperCase();"),
  ],
  invalid: [
    refused("app/lib/schemas/helpers.ts", "export const upper = (text: string) => text.toUpperCase();"),
  ],
});

ruleTester.run("local/api-errors", oneHome.apiErrors, {
  valid: [
    file("worker/api/errors.ts", 'return c.json(failure("Something went wrong."), 500);'),
    file("worker/api/votes.ts", 'throw new HTTPException(404, { message: "No such article." });'),
    file("app/routes/search.tsx", 'return c.json(failure("not the API"));'),
  ],
  invalid: [refused("worker/api/votes.ts", 'return c.json(failure("No such article."), 404);')],
});

ruleTester.run("local/api-handlers", oneHome.apiHandlers, {
  valid: [
    file("worker/api/index.ts", "api.onError(onApiError); api.notFound(answer404);"),
    file("app/routes/article.tsx", "if (!article) notFound();"),
  ],
  invalid: [
    refused("worker/api/votes.ts", "votes.onError((error, c) => c.text('no', 500));"),
    refused("worker/api/search.ts", "search.notFound((c) => c.text('none', 404));"),
  ],
});

ruleTester.run("local/rss-builder", oneHome.rssBuilder, {
  valid: [
    file("worker/distribution/rss.ts", 'const head = `<rss version="2.0">`; const item = "<item>";'),
    file("worker/distribution/editions-feed.ts", "const feed = rssFeed({ title, items });"),
  ],
  invalid: [
    refused("worker/distribution/editions-feed.ts", 'const head = `<rss version="2.0" ${namespaces}>`;'),
    refused("worker/distribution/editions-feed.ts", 'const lines = ["<item>", title, "</item>"];'),
  ],
});
