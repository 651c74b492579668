// Seeded hostile input against every form action and page path of the built Worker (the part the
// Workers-pool fuzz suite cannot reach): never a 5xx, never an internal message, no row from input
// the server's own schema rejects. docs/decisions/071-faults-and-fuzzing.md
import { parseWithZod } from "@conform-to/zod/v4";
import { expect, test, type APIRequestContext } from "@playwright/test";
import type { ZodType } from "zod";
import {
  directionFragments,
  forgedVoterIds,
  fuzzSeed,
  refererPaths,
  terminalFragments,
  hostileQuery,
  hostileSegment,
  hostileString,
  internalLeak,
  seededRandom,
  type Random,
} from "../integration/fuzz-inputs.ts";
import { queryE2eDb } from "./e2e-db.ts";

/**
 * The server's own schemas, for classifying each input. They use extensionless imports that this
 * test project's TypeScript settings reject, so they are loaded at run time (Playwright resolves
 * them) and used through zod's type.
 */
async function serverSchema(file: string, name: string) {
  const module = (await import(new URL(`../../app/lib/schemas/${file}`, import.meta.url).href)) as Record<
    string,
    ZodType
  >;
  return module[name]!;
}
const newsletterSchema = await serverSchema("newsletter.ts", "newsletterSchema");
const submissionSchema = await serverSchema("submission.ts", "submissionSchema");
const voteSchema = (await serverSchema("vote.ts", "voteSchema")) as ZodType<{
  articleId: number;
  vote: string;
}>;

// One article no other test votes on, so its vote count moves only with this suite.
const voteSlug = "zuckerberg-buys-planet-metaterra-2051";
const run = `fz${Date.now().toString(36)}`;

type Pairs = [string, string][];
type Case = {
  label: string;
  method: string;
  path: string;
  contentType?: string;
  body?: string | Buffer;
  /** Whether the server's schema accepts the body; only accepted bodies may write a row. */
  accepted?: boolean;
  table?: "votes" | "subscribers" | "submissions";
};

/** A form body the way a browser encodes it, except that raw `%xx` (invalid UTF-8 too) may slip in. */
function encodeForm(random: Random, pairs: Pairs) {
  const encode = (text: string) =>
    random.chance(0.2)
      ? text.replace(/[&=+#\s]/g, (char) => encodeURIComponent(char))
      : encodeURIComponent(text.replace(/[\ud800-\udfff]/g, "\ufffd"));
  return pairs.map(([name, value]) => `${encode(name)}=${encode(value)}`).join("&");
}

/** Replaces, drops or repeats one field, or adds stray ones; every value keeps the run's marker. */
function mutate(random: Random, valid: Pairs, marked: (text: string) => string): Pairs {
  const pairs = valid.map(([name, value]): [string, string] => [name, value]);
  const index = random.int(pairs.length);
  switch (random.int(5)) {
    case 0:
      pairs.splice(index, 1);
      return pairs;
    case 1:
      return [...pairs, [pairs[index]![0], marked(hostileString(random))]];
    case 2:
      return [...pairs, [hostileString(random).slice(0, 200), marked(hostileString(random))]];
    case 3:
      pairs[index]![1] = `${pairs[index]![1]} ${hostileString(random).slice(0, 300)}`;
      return pairs;
    default:
      pairs[index]![1] = marked(hostileString(random));
      return pairs;
  }
}

/**
 * One name or value of a URL-encoded body, decoded as the Worker's `request.formData()` decodes it:
 * over the body's UTF-8 bytes, `+` as a space, `%XX` as that byte, and (workerd's way, measured: a
 * raw `%zz` is stored as `zz`) a `%` that starts no escape dropped. Node's URLSearchParams cannot be
 * the judge: on a string holding both a `%XX` escape and a raw non-ASCII character it keeps only the
 * low byte of each such character (U+D31D becomes the control character U+001D), and so would call
 * a body the Worker rightly takes a refusal.
 */
function decodeFormPart(text: string) {
  const bytes = new TextEncoder().encode(text.replaceAll("+", " "));
  const decoded: number[] = [];
  for (let index = 0; index < bytes.length; index++) {
    if (bytes[index] !== 0x25) {
      decoded.push(bytes[index]!);
      continue;
    }
    const hex = String.fromCharCode(bytes[index + 1] ?? 0, bytes[index + 2] ?? 0);
    if (/^[0-9a-f]{2}$/i.test(hex)) {
      decoded.push(Number.parseInt(hex, 16));
      index += 2;
    }
  }
  return new TextDecoder().decode(new Uint8Array(decoded));
}

const formData = (body: string) => {
  const data = new FormData();
  for (const pair of body.split("&")) {
    if (!pair) continue;
    const split = pair.indexOf("=");
    const [name, value] = split < 0 ? [pair, ""] : [pair.slice(0, split), pair.slice(split + 1)];
    data.append(decodeFormPart(name), decodeFormPart(value));
  }
  return data;
};

type WriteForm = {
  path: string;
  table: NonNullable<Case["table"]>;
  valid: (index: number) => Pairs;
  /** The server's own verdict on the body, from the schema its action parses with. */
  accepts: (body: string) => boolean;
};

function writeCases(random: Random, form: WriteForm, count: number, mark: (text: string) => string) {
  return Array.from({ length: count }, (_, index): Case => {
    const body = encodeForm(random, mutate(random, form.valid(index), mark));
    const { path, table } = form;
    return { label: `${table} form`, method: "POST", path, body, accepted: form.accepts(body), table };
  });
}

function formCases(random: Random, voteArticleId: number): Case[] {
  const mark = (text: string) => (random.chance(0.5) ? `${run}${text}` : `${text}${run}`);
  const newsletter: WriteForm = {
    path: "/newsletter",
    table: "subscribers",
    valid: (index) => [["email", `${run}-${index}@example.com`]],
    accepts: (body) =>
      newsletterSchema.safeParse({ email: formData(body).get("email") ?? undefined }).success,
  };
  const submit: WriteForm = {
    path: "/submit",
    table: "submissions",
    valid: () => [
      ["reporterName", `Reporter ${run}`],
      ["email", `${run}@example.com`],
      ["headline", `Headline ${run} from the future`],
      ["futureCategory", "tech-ai"],
      ["probability", "theory"],
      ["timelineCategory", "satirical"],
      ["transmissionDetails", `A long enough account of the future for ${run}, well past fifty characters.`],
      ["editorConsent", "on"],
    ],
    accepts: (body) => parseWithZod(formData(body), { schema: submissionSchema }).status === "success",
  };
  const vote: WriteForm = {
    path: `/articles/${voteSlug}`,
    table: "votes",
    valid: () => [
      ["articleId", String(voteArticleId)],
      ["vote", random.pick(["yes", "maybe", "no"])],
    ],
    accepts: (body) => {
      const parsed = parseWithZod(formData(body), { schema: voteSchema });
      return parsed.status === "success" && parsed.value.articleId === voteArticleId;
    },
  };
  const cases = [
    ...writeCases(random, newsletter, 70, mark),
    ...writeCases(random, submit, 70, mark),
    ...writeCases(random, vote, 60, (text) => text),
  ];
  for (let index = 0; index < 30; index++) {
    const body = encodeForm(
      random,
      mutate(random, [["token", "A".repeat(43)]], (text) => text),
    );
    cases.push({ label: "unsubscribe form", method: "POST", path: "/unsubscribe", body });
  }
  const mailForms: [string, Pairs][] = [
    [
      "/contact",
      [
        ["name", "Ada"],
        ["email", "ada@example.com"],
        ["subject", "general"],
        ["message", "Hello there, editors of the future."],
      ],
    ],
    [
      "/feedback",
      [
        ["name", "Ada"],
        ["email", "ada@example.com"],
        ["feedbackType", "praise"],
        ["message", "A fine paper from the future."],
      ],
    ],
  ];
  for (let index = 0; index < 40; index++) {
    const [path, valid] = mailForms[index % 2]!;
    cases.push({
      label: `${path} form`,
      method: "POST",
      path,
      body: encodeForm(random, mutate(random, valid, mark)),
    });
  }
  return cases;
}

const actionPaths = [
  "/newsletter",
  "/submit",
  "/unsubscribe",
  "/contact",
  "/feedback",
  `/articles/${voteSlug}`,
];
const oddBodies = () => [
  Buffer.from([0xff, 0xfe, 0x3d, 0xc3, 0x28]),
  Buffer.from(`email=${"%ff".repeat(10)}`),
  Buffer.from("a=".repeat(12_000)),
  Buffer.from('--x\r\nContent-Disposition: form-data; name="email"\r\n\r\n\u0000\r\n'),
  Buffer.from('{"email":"a@b.example"}'),
];

function contentTypeCases(random: Random): Case[] {
  const types = [
    undefined,
    "text/plain",
    "application/json",
    "multipart/form-data",
    "multipart/form-data; boundary=x",
    "application/x-www-form-urlencoded; charset=utf-7",
    "application/xml",
  ];
  return Array.from({ length: 60 }, (_, index) => {
    const path = actionPaths[index % actionPaths.length]!;
    return {
      label: "odd body or content type",
      method: "POST",
      path: random.chance(0.3) ? `${path}.data` : path,
      contentType: random.pick(types),
      body: random.pick(oddBodies()),
    };
  });
}

function pageCases(random: Random): Case[] {
  const shapes = [
    () => `/articles/${hostileSegment(random)}`,
    () => `/author/${hostileSegment(random)}`,
    () => `/${hostileSegment(random)}`,
    () => `/${hostileSegment(random)}/${hostileSegment(random)}`,
    () => `/search?${hostileQuery(random, ["q", "page", "category"])}`,
    () => `/future-trends?${hostileQuery(random, ["page", "sort", "q"])}`,
    () => `/?${hostileQuery(random, ["page", "utm_source", "q"])}`,
    () => `/unsubscribe?${hostileQuery(random, ["token"])}`,
    () => `/articles/${hostileSegment(random)}.data`,
    () => `/articles/${voteSlug}?${hostileQuery(random, ["voted", "page"])}`,
    () => `/feeds/author/${hostileSegment(random)}.xml`,
  ];
  const methods = ["PUT", "DELETE", "PATCH", "OPTIONS", "HEAD"];
  return Array.from({ length: 170 }, (_, index) => {
    const path = shapes[index % shapes.length]!();
    const method = index % 6 === 5 ? random.pick(methods) : "GET";
    return { label: `${method} page`, method, path };
  });
}

async function send(request: APIRequestContext, baseURL: string, testCase: Case, client: number) {
  const headers: Record<string, string> = {};
  if (testCase.method !== "GET" && testCase.method !== "HEAD") {
    headers.origin = baseURL;
    headers["cf-connecting-ip"] = `198.19.${(client >> 8) & 255}.${client & 255}`;
    headers["content-type"] = testCase.contentType ?? "application/x-www-form-urlencoded";
    if (testCase.contentType === undefined && testCase.label.startsWith("odd"))
      delete headers["content-type"];
  }
  return request.fetch(testCase.path, {
    method: testCase.method,
    headers,
    data: testCase.body,
    maxRedirects: 0,
  });
}

const countRows = () => {
  const [row] = queryE2eDb(`SELECT
      (SELECT count(*) FROM subscribers WHERE email LIKE '%${run}%') AS subscribers,
      (SELECT count(*) FROM submissions WHERE reporter_name LIKE '%${run}%' OR email LIKE '%${run}%'
         OR headline LIKE '%${run}%' OR transmission_details LIKE '%${run}%') AS submissions,
      (SELECT count(*) FROM votes WHERE article_id = (SELECT id FROM articles WHERE slug = '${voteSlug}')) AS votes`);
  return row as { subscribers: number; submissions: number; votes: number };
};

test("Form actions and page paths survive generated hostile input @desktop", async ({ request, baseURL }) => {
  test.setTimeout(240_000);
  const articles = (await (await request.get("/api/articles")).json()) as { id: number; slug: string }[];
  const voteArticleId = articles.find((article) => article.slug === voteSlug)!.id;
  const random = seededRandom(fuzzSeed + 100);
  const cases = [...formCases(random, voteArticleId), ...contentTypeCases(random), ...pageCases(random)];

  const before = countRows();
  const failures: string[] = [];
  for (const [index, testCase] of cases.entries()) {
    const response = await send(request, baseURL!, testCase, index + 1);
    const text = await response.text();
    const body = testCase.body === undefined ? "" : ` ${JSON.stringify(String(testCase.body).slice(0, 120))}`;
    const where = `#${index} ${testCase.label} ${testCase.method} ${testCase.path.slice(0, 80)}${body}`;
    if (response.status() >= 500) failures.push(`${where}: status ${response.status()}`);
    if (internalLeak.test(text)) failures.push(`${where}: internal detail: ${text.match(internalLeak)![0]}`);
  }
  const after = countRows();
  const acceptedIn = (table: Case["table"]) =>
    cases.filter((testCase) => testCase.table === table && testCase.accepted).length;
  for (const table of ["subscribers", "submissions", "votes"] as const) {
    const added = after[table] - before[table];
    if (added > acceptedIn(table)) {
      failures.push(`${table}: ${added} new rows from ${acceptedIn(table)} accepted inputs`);
    }
  }
  console.log(
    `Form and page fuzzing: ${cases.length} generated hostile inputs tried, ${failures.length} failures`,
  );
  expect(failures).toEqual([]);
});

test("Hostile Referers, forged voter ids and over-long searches on the pages @desktop", async ({
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const failures: string[] = [];
  for (const [index, path] of refererPaths.entries()) {
    const response = await request.post("/newsletter", {
      form: { email: `referer-${run}-${index}@example.com` },
      headers: {
        origin: baseURL!,
        referer: `${baseURL}${path}`,
        "cf-connecting-ip": `198.20.0.${index + 1}`,
      },
    });
    const href = (await response.text()).match(/<a[^>]*href="([^"]*)"[^>]*>Keep reading<\/a>/)?.[1];
    // Home, or a path that stays on this site ("/%2f/evil.example" is a path segment, not a host).
    if (response.status() !== 200 || !href || !/^\/(?![/\\])/.test(href))
      failures.push(`Referer ${path}: ${response.status()} ${href}`);
  }
  const articles = (await (await request.get("/api/articles")).json()) as { id: number; slug: string }[];
  const articleId = String(articles.find((article) => article.slug === voteSlug)!.id);
  for (const [index, voterId] of forgedVoterIds.entries()) {
    const response = await request.post(`/articles/${voteSlug}`, {
      form: { articleId, vote: "yes" },
      headers: {
        origin: baseURL!,
        cookie: `fd_voter=${voterId}`,
        "cf-connecting-ip": `198.20.1.${index + 1}`,
      },
      maxRedirects: 0,
    });
    // Counted as a reader without a cookie: a fresh signed id, never the forged one.
    const issued = response.headers()["set-cookie"] ?? "";
    if (
      response.status() !== 303 ||
      !/fd_voter=[0-9a-f-]{36}\.[\w-]{43};/.test(issued) ||
      issued.includes(voterId)
    )
      failures.push(`fd_voter ${voterId.slice(0, 40)}: ${response.status()} ${issued.slice(0, 80)}`);
  }
  // 8 KB reaches the Worker; a 64 KB URL is refused by the server in front of it (431) locally.
  for (const q of ["x".repeat(8 * 1024), "mars ".repeat(50), ...terminalFragments]) {
    const response = await request.get(`/search?${new URLSearchParams({ q })}`);
    const text = await response.text();
    const expected = q.length > 200 ? 400 : 200;
    if (response.status() !== expected)
      failures.push(`search ${JSON.stringify(q.slice(0, 20))}: ${response.status()}`);
    if (text.length > 200_000 || text.includes("x".repeat(300)))
      failures.push(`search echoed ${q.length} characters`);
  }
  expect(failures).toEqual([]);
});

test("Bidi controls and broken text in the forms' one-line fields, and in searches @desktop", async ({
  request,
  baseURL,
}) => {
  const failures: string[] = [];
  for (const [index, fragment] of directionFragments.entries()) {
    const headers = { origin: baseURL!, "cf-connecting-ip": `198.20.2.${index + 1}` };
    const newsletter = await request.post("/newsletter", {
      form: { email: `bidi${fragment}-${run}@example.com` },
      headers,
    });
    if (newsletter.status() !== 400)
      failures.push(`newsletter ${JSON.stringify(fragment)}: ${newsletter.status()}`);
    const search = await request.get(`/search?${new URLSearchParams({ q: `mars ${fragment}` })}`);
    const html = await search.text();
    if (search.status() !== 200 || !html.includes('name="robots" content="noindex"'))
      failures.push(`search ${JSON.stringify(fragment)}: ${search.status()}`);
    if (/property="og:(title|description)" content="[^"]*mars/.test(html))
      failures.push(`search ${JSON.stringify(fragment)}: the query is in its Open Graph tags`);
  }
  expect(failures).toEqual([]);
});
