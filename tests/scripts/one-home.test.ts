import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// One home per helper: each small piece of logic below is written once and imported everywhere else,
// so a fix to it lands everywhere at once. Each check reads the source as text and names the files
// that hold a second copy.
const root = fileURLToPath(new URL("../../", import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(`${root}${dir}`, { recursive: true, encoding: "utf8" })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => `${dir}/${name}`);
}

const sources = [...sourceFiles("app"), ...sourceFiles("worker"), ...sourceFiles("scripts")].map((path) => ({
  path,
  text: readFileSync(`${root}${path}`, "utf8"),
}));

/** `path ×count` for every file where `pattern` matches. */
function places(pattern: RegExp, within = sources) {
  const global = new RegExp(
    pattern.source,
    pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`,
  );
  return within.flatMap(({ path, text }) => {
    const count = text.match(global)?.length ?? 0;
    return count ? [`${path} ×${count}`] : [];
  });
}

const under = (prefix: string) => sources.filter(({ path }) => path.startsWith(prefix));

describe("One home per helper", () => {
  it("the year a story is set in is read from its dateline in one place", () => {
    expect(places(/\.slice\(0,\s*4\)/)).toEqual(["app/lib/utils/dateline.ts ×1"]);
  });

  it("base64 and base64url go through Hono's encoder, from one module", () => {
    expect(places(/\bbtoa\(|\batob\(|String\.fromCharCode\(/)).toEqual([]);
    expect(places(/from "hono\/utils\/encode"/)).toEqual(["app/lib/utils/base64.ts ×1"]);
  });

  it("read time is rounded in one place", () => {
    expect(places(/Math\.max\(1,\s*Math\.round\(/)).toEqual(["app/lib/utils/read-time.ts ×1"]);
  });

  it("VoteChoice is exported by one module", () => {
    expect(places(/export\s+type\s+VoteChoice\b|export\s*\{[^}]*\bVoteChoice\b/)).toEqual([
      "app/lib/config/vote-choices.ts ×1",
    ]);
  });

  it("the button's classes live in ui/button and nowhere else", () => {
    expect(
      places(/\bbg-ink\b[^"`]*\bhover:bg-accent\b|\bborder-ink\b[^"`]*\bhover:(?:border-accent|bg-ink)\b/),
    ).toEqual(["app/components/ui/button.tsx ×2"]);
  });

  it("a reporter's portrait is drawn by one component", () => {
    expect(places(/src=\{[\w.?]*portraitSrc\}/)).toEqual(["app/components/portrait.tsx ×1"]);
  });

  it("a story teaser's picture link and byline are drawn by one component", () => {
    expect(places(/tabIndex=\{-1\}\s+aria-hidden/)).toEqual(["app/components/story/story-teaser.tsx ×1"]);
    expect(places(/\/author\/\$\{\w+\.authorSlug\}/)).toEqual(["app/components/story/story-teaser.tsx ×1"]);
  });

  it("every story teaser is a StoryTeaser, the one component that links a teaser to its story", () => {
    const teasers = [
      "app/components/article/article-sidebar.tsx",
      "app/components/article/more-from-section.tsx",
      "app/components/home/most-read.tsx",
      "app/components/home/recent-articles.tsx",
      "app/components/home/section-rows.tsx",
      "app/components/listing/article-row.tsx",
      "app/components/search/search-result-card.tsx",
      "app/components/timeline/timeline-story.tsx",
    ];
    const files = sources.filter(({ path }) => teasers.includes(path));
    expect(files.map(({ path }) => path)).toEqual(teasers);
    const apart = files.filter(({ text }) => !/<StoryTeaser\b/.test(text)).map(({ path }) => path);
    expect(apart).toEqual([]);
    // A link to a story is written by StoryTeaser. Outside teasers only the Odds page's rows (a future
    // with its vote bar) and the not-found page's short list write one, so a teaser drawn by hand
    // anywhere else fails here.
    expect(places(/to=\{`\/articles\/\$\{/)).toEqual([
      "app/components/not-found/way-out.tsx ×1",
      "app/components/odds/odds-row.tsx ×1",
      "app/components/odds/unranked-list.tsx ×2",
    ]);
  });

  it("app/lib/schemas/ holds schemas only: every module there builds on zod but the plain-text rules", () => {
    const withoutZod = under("app/lib/schemas/")
      .filter(({ text }) => !/from "zod"/.test(text))
      .map(({ path }) => path);
    expect(withoutZod).toEqual(["app/lib/schemas/plain-text.ts"]);
  });

  it("API errors are thrown as HTTPException and answered by the one onError", () => {
    expect(places(/c\.json\(\s*failure\(/, under("worker/api/"))).toEqual(["worker/api/errors.ts ×3"]);
    expect(places(/\.(?:notFound|onError)\(/, under("worker/api/"))).toEqual(["worker/api/index.ts ×1"]);
  });

  it("one RSS builder writes every feed", () => {
    expect(places(/<rss version=/)).toEqual(["worker/distribution/rss.ts ×1"]);
    expect(places(/"<item>"/)).toEqual(["worker/distribution/rss.ts ×1"]);
  });
});
