// Drafts, schedules and corrections as the content loader reads and checks them.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkSchedules, publishingCounts } from "../../scripts/content/publishing.ts";
import { ContentError, readArticle } from "../../scripts/content/read.ts";
import { contentStatements } from "../../scripts/content/sql.ts";
import { publishingFixtureDir } from "../publishing/fixtures.ts";

const fixture = (slug: string) => readFileSync(join(publishingFixtureDir, `${slug}.md`), "utf8");
const draft = fixture("draft-zorblax-tariff-2051");
const corrected = fixture("corrected-vellum-census-2047");
const scheduled = fixture("scheduled-quendril-ferry-2049");

/** Writes `text` as `slug.md` in a fresh folder and reads it as the loader does. */
function read(slug: string, text: string) {
  const dir = mkdtempSync(join(tmpdir(), "publishing-"));
  const path = join(dir, `${slug}.md`);
  writeFileSync(path, text);
  return () => readArticle(path, dir);
}

describe("Publishing fields in front matter", () => {
  it("reads a draft, a scheduled story and corrections", () => {
    expect(read("draft-zorblax-tariff-2051", draft)().status).toBe("draft");
    expect(read("scheduled-quendril-ferry-2049", scheduled)().status).toBe("published");
    expect(read("corrected-vellum-census-2047", corrected)().corrections).toEqual([
      {
        date: "2026-11-05T10:30:00Z",
        wrong: "The census counted 412,000 books.",
        right: "The census counted 214,000 books.",
      },
      {
        date: "2026-11-09T16:00:00Z",
        wrong: "The census was run by the National Library.",
        right: "The census was run by the city's libraries.",
      },
    ]);
  });

  it("refuses a draft with a badge, naming the file and the field", () => {
    const load = read(
      "draft-zorblax-tariff-2051",
      draft.replace("status: draft", "status: draft\nbadge: featured"),
    );
    expect(load).toThrowError(ContentError);
    expect(load).toThrowError(
      /draft-zorblax-tariff-2051\.md: field "badge": a draft cannot carry a badge; add it when the story is published/,
    );
  });

  it("refuses a correction dated before the story, naming the file and the field", () => {
    const load = read(
      "corrected-vellum-census-2047",
      corrected.replace('date: "2026-11-09T16:00:00Z"', 'date: "2026-10-30"'),
    );
    expect(load).toThrowError(
      /corrected-vellum-census-2047\.md: field "corrections\.1\.date": 2026-10-30 is before the story was published \(2026-11-02T08:00:00Z\)/,
    );
    const sameDay = read(
      "corrected-vellum-census-2047",
      corrected.replace('date: "2026-11-09T16:00:00Z"', 'date: "2026-11-02"'),
    );
    expect(sameDay().corrections[1]?.date).toBe("2026-11-02");
  });

  it("refuses a correction without what was wrong or what is right", () => {
    const load = read(
      "corrected-vellum-census-2047",
      corrected.replace('right: "The census counted 214,000 books."', 'right: ""'),
    );
    expect(load).toThrowError(/field "corrections\.0\.right": must say what is right/);
  });

  it("dates the story's last change by its newest correction, and stores status and corrections", () => {
    const story = read("corrected-vellum-census-2047", corrected)();
    const [upsert] = contentStatements([], [story]).slice(2);
    expect(upsert).toContain("'2026-11-09T16:00:00Z'");
    expect(upsert).toContain("'published'");
    expect(upsert).toContain(JSON.stringify(story.corrections).replace(/'/g, "''"));
    // A correction changes the story's row without the load's own time replacing its date.
    expect(upsert).not.toContain("updated_at = strftime");
  });
});

describe("Schedules at load", () => {
  const now = Date.parse("2026-11-27T09:00:00Z");
  const stored = (status: string, publishedAt: string) => [
    { id: 9001, slug: "draft-zorblax-tariff-2051", status, publishedAt },
  ];
  const publishedAt = (time: string) =>
    read(
      "draft-zorblax-tariff-2051",
      draft
        .replace("status: draft", "status: published")
        .replace(/^publishedAt: .*$/m, `publishedAt: "${time}"`),
    )();

  it("refuses a story not live yet whose time is now in the past, naming the file and the field", () => {
    const yesterday = publishedAt("2026-11-26T09:00:00Z");
    expect(() => checkSchedules([yesterday], stored("draft", "2026-11-20T08:00:00Z"), now)).toThrowError(
      /draft-zorblax-tariff-2051\.md: field "publishedAt": 2026-11-26T09:00:00Z is in the past, and the story is a draft, not live yet: set the time it goes live, now or later/,
    );
    expect(() => checkSchedules([yesterday], stored("published", "2026-11-28T09:00:00Z"), now)).toThrowError(
      /field "publishedAt": .* the story is scheduled for 2026-11-28T09:00:00Z, not live yet/,
    );
  });

  it("accepts a time from a few minutes ago, a future time, a live story and a story new to the database", () => {
    expect(() =>
      checkSchedules([publishedAt("2026-11-27T08:55:00Z")], stored("draft", "x"), now),
    ).not.toThrow();
    expect(() =>
      checkSchedules([publishedAt("2026-11-28T08:00:00Z")], stored("draft", "x"), now),
    ).not.toThrow();
    const live = stored("published", "2026-11-20T08:00:00Z");
    expect(() => checkSchedules([publishedAt("2026-11-20T08:00:00Z")], live, now)).not.toThrow();
    expect(() => checkSchedules([publishedAt("2026-11-20T08:00:00Z")], [], now)).not.toThrow();
  });

  it("counts what a load publishes, schedules, keeps as draft and unpublishes", () => {
    const stories = [
      read("draft-zorblax-tariff-2051", draft)(),
      read("scheduled-quendril-ferry-2049", scheduled)(),
      read("corrected-vellum-census-2047", corrected)(),
    ];
    const before = [
      {
        id: 9001,
        slug: "draft-zorblax-tariff-2051",
        status: "published",
        publishedAt: "2026-11-20T08:00:00Z",
      },
      { id: 77, slug: "removed-story", status: "published", publishedAt: "2026-11-01T08:00:00Z" },
    ];
    const counts = publishingCounts(stories, before, now);
    expect(counts).toMatchObject({ published: 1, drafts: 1, unpublished: 2 });
    expect(counts.scheduled.map((story) => story.slug)).toEqual(["scheduled-quendril-ferry-2049"]);
  });
});
