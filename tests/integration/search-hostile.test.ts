import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { maxQueryLength } from "~/lib/search/query";
import { searchRequest, searchUrl } from "./search-helpers";

const fragments = [
  // FTS5 syntax
  '"',
  '""',
  '"""',
  '"mars',
  'mars"',
  '"mars" "',
  "*",
  "**",
  "mars*",
  "*mars",
  "^mars",
  "^",
  "+",
  "-",
  "-mars",
  "--",
  "NEAR",
  "NEAR(",
  "NEAR(mars robot)",
  "NEAR(mars robot, 0)",
  "NEAR/2",
  "mars NEAR robot",
  "OR",
  "AND",
  "NOT",
  "mars OR",
  "OR mars",
  "mars AND NOT robot",
  "AND AND AND",
  "title:mars",
  "body:",
  ":",
  "::",
  "{title excerpt}:mars",
  "{",
  "}",
  "(",
  ")",
  "((mars",
  "mars))",
  "(mars OR",
  ")(",
  "mars:*",
  "articles_fts",
  "rank:",
  "bm25(",
  "mars' robot",
  "'",
  "''",
  // SQL fragments
  "'; DROP TABLE articles; --",
  "' OR 1=1 --",
  '" OR ""="',
  "1; SELECT * FROM articles",
  "UNION SELECT",
  "mars') UNION SELECT sql FROM sqlite_master --",
  "%",
  "_%_",
  "\\",
  "\\\\'",
  "/* mars */",
  "; ;",
  "?",
  "?1",
  ":name",
  "@x",
  "$x",
  "NULL",
  "x'00'",
  // Control characters and NUL
  "\u0000",
  "mars\u0000robot",
  "\u0000\u0000\u0000",
  "\u0001\u0002\u0003",
  "\t\n\r",
  "mars\nrobot",
  "\u007f",
  "\u0085",
  "\u2028\u2029",
  // Unicode
  "火星",
  "火星の移民",
  "Ωμέγα",
  "Марс",
  "مريخ",
  "מאדים",
  "\u200fmars\u200e",
  "\u200b\u200b\u200b",
  "ma\u200drs",
  "e\u0301\u0301\u0301\u0301",
  "\u0301\u0301\u0301",
  "\ufeffmars",
  "Ｍａｒｓ",
  "ﬁnale",
  "İstanbul",
  "ß ẞ",
  "ǅungla",
  "\ud800",
  "\udc00mars",
  "mars\ud83d",
  "𝔪𝔞𝔯𝔰",
  "Z̸̡̢a̷͈l̶g̸o̶",
  // Emoji
  "🚀",
  "🚀🚀🚀",
  "mars 🚀",
  "👨‍👩‍👧‍👦",
  "🇫🇷🇫🇷",
  "🏳️‍🌈 pride",
  "❤️❤️❤️",
  "🪐 planet",
  // HTML and URLs
  "<script>alert(1)</script>",
  "<mark>mars</mark>",
  "&amp;&lt;",
  "javascript:alert(1)",
  "https://x.test/?q=mars",
  "mars&q=robot",
  "mars#frag",
  "%00",
  "%ZZ",
  "%E0%A4%A",
  // Length and repetition
  "a".repeat(2000),
  "mars ".repeat(400),
  '"'.repeat(2000),
  "*".repeat(2000),
  "(".repeat(2000),
  "NEAR(".repeat(400),
  "🚀".repeat(1000),
  "ab ".repeat(700),
  "x".repeat(64) + " " + "y".repeat(2000),
  Array.from({ length: 300 }, (_, i) => `word${i}`).join(" "),
];

// Each fragment alone, after a real word and before one: well over 200 hostile queries.
const queries = [
  ...fragments,
  ...fragments.map((fragment) => `mars ${fragment}`),
  ...fragments.map((fragment) => `${fragment} robot`),
];

describe("Hostile search input", () => {
  it("has at least 200 hostile queries to send", () => {
    expect(queries.length).toBeGreaterThanOrEqual(200);
  });

  it(
    "answers every hostile query with a JSON list, or a 400 past the length cap, never a 5xx",
    { timeout: 120_000 },
    async () => {
      const { n: before } = (await env.DB.prepare("SELECT count(*) AS n FROM articles").first<{
        n: number;
      }>())!;
      const failures: string[] = [];
      for (const query of queries) {
        const response = await exports.default.fetch(searchRequest(searchUrl(query)));
        const body: unknown = await response.json();
        const ok =
          query.length > maxQueryLength
            ? response.status === 400 && (body as { success?: boolean }).success === false
            : response.status === 200 && Array.isArray(body);
        if (!ok) failures.push(`${response.status} ${JSON.stringify(query).slice(0, 80)}`);
      }
      expect(failures).toEqual([]);
      const { n: after } = (await env.DB.prepare("SELECT count(*) AS n FROM articles").first<{
        n: number;
      }>())!;
      expect(after).toBe(before);
    },
  );

  it("survives malformed query strings that no browser would send", async () => {
    const raw = [
      "q=%",
      "q=%E0%A4%A",
      "q=%ZZmars",
      "q",
      "q=&q=mars",
      "q=mars&q=robot",
      "q[]=mars",
      "q=%00%00",
      "q=" + "%22".repeat(150),
    ];
    for (const search of raw) {
      const response = await exports.default.fetch(
        searchRequest(`https://dispatch.test/api/search?${search}`),
      );
      expect(response.status, search).toBe(200);
      expect(Array.isArray(await response.json()), search).toBe(true);
    }
  });
});
