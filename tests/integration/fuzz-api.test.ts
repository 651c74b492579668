// Throws seeded, generated hostile input at every API route (and the feeds beside them) and checks
// what comes back: never a 5xx, never an internal message, and no row from input the server's own
// schema rejects. docs/decisions/071-faults-and-fuzzing.md
import { env } from "cloudflare:workers";
import { afterAll, describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import { newsletterSchema } from "~/lib/schemas/newsletter";
import { submissionSchema } from "~/lib/schemas/submission";
import { voteSchema } from "~/lib/schemas/vote";
import { call } from "./api-client";
import { maxQueryLength } from "~/lib/search/query";
import {
  clientAddressFragments,
  directionFragments,
  forgedBookmarks,
  junkParams,
  forgedVoterIds,
  terminalFragments,
  fuzzSeed,
  hostileJsonBody,
  hostileQuery,
  hostileSegment,
  internalLeak,
  oddEmailAddresses,
  seededRandom,
  stalledBodyStarts,
  type Random,
} from "./fuzz-inputs";
import { validReport } from "../fixtures/report";

type Table = "votes" | "subscribers" | "submissions";
type Case = {
  label: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
  /** For a POST that may write: the table, and whether the server's schema accepts the body. */
  write?: { table: Table; accepted: boolean };
};

// SITE_URL's origin (wrangler.toml): the request's own host is not an allowed origin (decision 117).
const origin = "http://localhost:8787";
let clientNumber = 0;
/** Same-origin and a new client address each time, so validation is reached, not the rate limiter. */
const postHeaders = (contentType?: string) => {
  clientNumber++;
  return {
    origin,
    "cf-connecting-ip": `198.18.${(clientNumber >> 8) & 255}.${clientNumber & 255}`,
    ...(contentType === undefined ? {} : { "content-type": contentType }),
  };
};

const validBodies = {
  vote: { articleId: 1, vote: "yes" },
  newsletter: { email: "fuzz-reader@example.com" },
  submission: validReport,
};

const writeRoutes: { path: string; table: Table; schema: ZodType; valid: Record<string, unknown> }[] = [
  { path: "/api/votes", table: "votes", schema: voteSchema, valid: validBodies.vote },
  {
    path: "/api/newsletter/subscribe",
    table: "subscribers",
    schema: newsletterSchema,
    valid: validBodies.newsletter,
  },
  {
    path: "/api/submissions/submit",
    table: "submissions",
    schema: submissionSchema,
    valid: validBodies.submission,
  },
];

const accepts = (schema: ZodType, json: unknown) => json !== undefined && schema.safeParse(json).success;

function jsonPosts(random: Random, count: number): Case[] {
  return Array.from({ length: count }, (_, index) => {
    const route = writeRoutes[index % writeRoutes.length]!;
    const { body, json, label } = hostileJsonBody(random, route.valid);
    return {
      label: `POST ${route.path}: ${label}`,
      method: "POST",
      path: route.path,
      headers: postHeaders("application/json"),
      body,
      write: { table: route.table, accepted: accepts(route.schema, json) },
    };
  });
}

const wrongContentTypes = [
  undefined,
  "",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=fuzz",
  "application/xml",
  "text/json",
  "application/ json",
  "json",
];

function wrongContentTypePosts(random: Random, count: number): Case[] {
  return Array.from({ length: count }, (_, index) => {
    const route = writeRoutes[index % writeRoutes.length]!;
    const contentType = random.pick(wrongContentTypes);
    return {
      label: `POST ${route.path} as ${contentType ?? "no content type"}`,
      method: "POST",
      path: route.path,
      headers: postHeaders(contentType),
      // A body the schema would accept: the content type alone must keep it out.
      body: JSON.stringify(route.valid),
      write: { table: route.table, accepted: false },
    };
  });
}

const readRoutes = [
  { path: "/api/search", params: ["q", "page", "limit", "offset", "cursor"] },
  { path: "/api/articles", params: ["page", "limit", "category", "q", "sort"] },
];

function queries(random: Random, count: number): Case[] {
  return Array.from({ length: count }, (_, index) => {
    const route = readRoutes[index % 3 === 2 ? 1 : 0]!;
    return {
      label: `GET ${route.path} query`,
      method: "GET",
      path: `${route.path}?${hostileQuery(random, route.params)}`,
    };
  });
}

function pathParams(random: Random, count: number): Case[] {
  const shapes = [
    (segment: string) => `/api/votes/${segment}`,
    (segment: string) => `/api/articles/${segment}`,
    (segment: string) => `/api/${segment}`,
    (segment: string) => `/api/search/${segment}`,
    (segment: string) => `/feeds/author/${segment}.xml`,
    (segment: string) => `/feeds/category/${segment}.xml`,
    (segment: string) => `/api/votes/${segment}/${segment}`,
  ];
  return Array.from({ length: count }, (_, index) => ({
    label: "path parameter",
    method: "GET",
    path: shapes[index % shapes.length]!(hostileSegment(random)),
  }));
}

const allRoutes = [
  "/api/articles",
  "/api/search?q=mars",
  "/api/votes/1",
  ...writeRoutes.map((route) => route.path),
];
const methods = ["GET", "HEAD", "PUT", "PATCH", "DELETE", "OPTIONS", "POST", "PROPFIND"];

function wrongMethods(random: Random, count: number): Case[] {
  return Array.from({ length: count }, () => {
    const path = random.pick(allRoutes);
    const method = random.pick(methods);
    const write = writeRoutes.find((route) => route.path === path);
    const canHaveBody = method !== "GET" && method !== "HEAD";
    return {
      label: `${method} ${path}`,
      method,
      path,
      headers: canHaveBody ? postHeaders("application/json") : undefined,
      body: canHaveBody && write ? JSON.stringify(write.valid) : undefined,
      // Only POST is a write; any other method must not store the (valid) body.
      write: write && canHaveBody && method !== "POST" ? { table: write.table, accepted: false } : undefined,
    };
  });
}

const countRows = async (table: Table) =>
  (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())!.n;

let inputsTried = 0;

/** Sends each case; returns a line for every broken promise (status, leak, stray row). */
async function run(cases: Case[]) {
  const failures: string[] = [];
  for (const [index, testCase] of cases.entries()) {
    inputsTried++;
    const before = testCase.write ? await countRows(testCase.write.table) : 0;
    const response = await call(testCase.path, {
      method: testCase.method,
      headers: testCase.headers,
      body: testCase.body,
    });
    const text = await response.text();
    const where = `#${index} ${testCase.label} (${testCase.path.slice(0, 80)})`;
    if (response.status >= 500) failures.push(`${where}: status ${response.status}: ${text.slice(0, 200)}`);
    if (internalLeak.test(text)) failures.push(`${where}: internal detail in ${text.slice(0, 200)}`);
    if (testCase.write) {
      const added = (await countRows(testCase.write.table)) - before;
      if (added > (testCase.write.accepted ? 1 : 0)) {
        failures.push(`${where}: ${added} row(s) in ${testCase.write.table} from input the schema rejects`);
      }
    }
  }
  return failures;
}

/** Sends each case again and expects its 400, in the envelope with `message` when one is given. */
async function expectRefused(cases: Case[], message?: string) {
  for (const testCase of cases) {
    const response = await call(testCase.path, {
      method: "POST",
      headers: postHeaders("application/json"),
      body: testCase.body,
    });
    expect(response.status, testCase.label).toBe(400);
    if (message) expect(await response.json(), testCase.label).toEqual({ success: false, message });
  }
}

// Hundreds of requests, each with row counts before and after: well past the default 5 s per test.
const generous = { timeout: 120_000 };

describe(`API fuzzing (seed ${fuzzSeed.toString(16)})`, () => {
  afterAll(() => {
    console.log(`API fuzzing: ${inputsTried} generated hostile inputs tried`);
  });

  it(
    "JSON bodies on the write routes: malformed, nested, huge, invalid UTF-8, hostile fields",
    generous,
    async () => {
      const cases = jsonPosts(seededRandom(fuzzSeed + 1), 600);
      // Some bodies must pass the schema, or the "no stray row" check would prove nothing.
      expect(cases.filter((testCase) => testCase.write?.accepted).length).toBeGreaterThan(10);
      expect(await run(cases)).toEqual([]);
    },
  );

  it("wrong content types on the write routes", generous, async () => {
    expect(await run(wrongContentTypePosts(seededRandom(fuzzSeed + 2), 90))).toEqual([]);
  });

  it(
    "query parameters: search text with SQL and FTS syntax, pagination, repeated and odd keys",
    generous,
    async () => {
      expect(await run(queries(seededRandom(fuzzSeed + 3), 210))).toEqual([]);
    },
  );

  it("path parameters: traversal, encodings, NUL, unicode and huge ids and slugs", generous, async () => {
    expect(await run(pathParams(seededRandom(fuzzSeed + 4), 210))).toEqual([]);
  });

  it("wrong methods on every route", generous, async () => {
    expect(await run(wrongMethods(seededRandom(fuzzSeed + 5), 120))).toEqual([]);
  });

  it(
    "forged voter ids and odd client addresses: never a 5xx, never a vote under an id the server did not sign",
    generous,
    async () => {
      const random = seededRandom(fuzzSeed + 6);
      const cases: Case[] = forgedVoterIds.flatMap((voterId) =>
        clientAddressFragments.map((address) => ({
          label: `vote as ${voterId.slice(0, 40)} from ${address}`,
          method: "POST",
          path: "/api/votes",
          headers: {
            origin,
            "content-type": "application/json",
            cookie: `fd_voter=${voterId}`,
            "cf-connecting-ip": address,
          },
          body: JSON.stringify({ articleId: 1 + random.int(13), vote: random.pick(["yes", "maybe", "no"]) }),
        })),
      );
      expect(await run(cases)).toEqual([]);
      const { results } = await env.DB.prepare("SELECT DISTINCT voter_id FROM votes").all<{
        voter_id: string;
      }>();
      const stored = new Set(results.map((row) => row.voter_id));
      expect(forgedVoterIds.filter((id) => stored.has(id) || stored.has(id.split(".")[0]!))).toEqual([]);
    },
  );

  it(
    "search queries past the length cap and terminal escapes: a 400 or a list, never a 5xx",
    generous,
    async () => {
      const queries = [
        "x".repeat(64 * 1024),
        "mars ".repeat(maxQueryLength),
        "a".repeat(maxQueryLength + 1),
        ...terminalFragments.map((fragment) => `mars ${fragment}`),
      ];
      const cases = queries.map((q) => ({
        label: `search ${q.slice(0, 20)}`,
        method: "GET",
        path: `/api/search?${new URLSearchParams({ q })}`,
        headers: postHeaders(),
      }));
      expect(await run(cases)).toEqual([]);
    },
  );

  it(
    "one-line fields with bidi controls or broken text: a 400 naming the field, never stored",
    generous,
    async () => {
      const random = seededRandom(fuzzSeed + 7);
      const cases: Case[] = directionFragments.flatMap((fragment) => [
        {
          label: `headline with ${JSON.stringify(fragment)}`,
          method: "POST",
          path: "/api/submissions/submit",
          headers: postHeaders("application/json"),
          body: JSON.stringify({
            ...validReport,
            headline: `Toasters ${fragment} unionise ${random.int(1000)}`,
          }),
          write: { table: "submissions", accepted: false },
        },
        {
          label: `name with ${JSON.stringify(fragment)}`,
          method: "POST",
          path: "/api/submissions/submit",
          headers: postHeaders("application/json"),
          body: JSON.stringify({ ...validReport, reporterName: `Ada ${fragment}Quill` }),
          write: { table: "submissions", accepted: false },
        },
        {
          label: `email with ${JSON.stringify(fragment)}`,
          method: "POST",
          path: "/api/newsletter/subscribe",
          headers: postHeaders("application/json"),
          body: JSON.stringify({ email: `ada${fragment}@example.com` }),
          write: { table: "subscribers", accepted: false },
        },
      ]);
      expect(await run(cases)).toEqual([]);
      await expectRefused(cases);
    },
  );

  it(
    "spoofed Host, Origin and Fetch Metadata on every write route: 403, nothing stored",
    generous,
    async () => {
      const spoofs: Record<string, string>[] = [
        { origin: "http://evil.example" },
        { origin: "https://dispatch.test" },
        { origin: "null" },
        { origin: "http://localhost:8787.evil.example" },
        { "sec-fetch-site": "cross-site" },
        { "sec-fetch-site": "same-site" },
      ];
      const cases: Case[] = writeRoutes.flatMap((route) =>
        spoofs.map((spoof) => ({
          label: `POST ${route.path} with ${JSON.stringify(spoof)}`,
          method: "POST",
          path: route.path,
          headers: { ...postHeaders("application/json"), origin: "", ...spoof },
          body: JSON.stringify(route.valid),
          write: { table: route.table, accepted: false },
        })),
      );
      for (const testCase of cases) {
        const headers = Object.fromEntries(
          Object.entries(testCase.headers!).filter(([, value]) => value !== ""),
        );
        const response = await call(testCase.path, { method: "POST", headers, body: testCase.body });
        expect(response.status, testCase.label).toBe(403);
      }
      expect(
        await run(
          cases.map((testCase) => ({
            ...testCase,
            headers: Object.fromEntries(
              Object.entries(testCase.headers!).filter(([, value]) => value !== ""),
            ),
          })),
        ),
      ).toEqual([]);
    },
  );

  it("forged bookmarks and junk parameters never skip or split the edge cache", generous, async () => {
    const path = `/fuzz-cache-${Date.now()}`;
    await call(path);
    for (const value of forgedBookmarks) {
      const response = await call(path, { headers: { cookie: `d1-bookmark=${value}` } });
      expect(response.status, value.slice(0, 40)).toBe(200);
      expect(response.headers.get("x-edge-cache"), value.slice(0, 40)).toBe("HIT");
    }
    for (const param of junkParams) {
      const response = await call(`${path}?${param}`);
      expect(response.headers.get("x-edge-cache"), param).toBe("HIT");
    }
  });

  it("read beacons with hostile bodies: a 4xx or a 202, never a 5xx", generous, async () => {
    const random = seededRandom(fuzzSeed + 8);
    const cases: Case[] = Array.from({ length: 120 }, () => {
      const { body, label } = hostileJsonBody(random, { articleId: 1, view: "fuzz-view-0000000001" });
      return {
        label: `POST /api/reads: ${label}`,
        method: "POST",
        path: "/api/reads",
        headers: {
          ...postHeaders("application/json"),
          "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/156",
        },
        body,
      };
    });
    expect(await run(cases)).toEqual([]);
  });

  it(
    "bodies that stop arriving, of every shape, on every write route: 408 or the type's own refusal, never a 5xx",
    { timeout: 30_000 },
    async () => {
      // All at once: each waits out the guard's whole deadline.
      const answers = await Promise.all(
        writeRoutes.flatMap((route) =>
          stalledBodyStarts.map(async ({ type, first }) => {
            inputsTried++;
            const response = await call(route.path, {
              method: "POST",
              headers: { ...postHeaders(type), "content-length": String(first.byteLength + 500) },
              body: new ReadableStream<Uint8Array>({
                start(controller) {
                  if (first.byteLength) controller.enqueue(first);
                },
              }),
              // @ts-expect-error workerd needs half-duplex for a streamed request body
              duplex: "half",
            });
            return `${route.path} ${type.split(";")[0]} ${first.byteLength} B: ${response.status} ${await response.text()}`;
          }),
        ),
      );
      // A JSON route refuses a form at once (415), before it would wait for the body.
      const wrong = answers.filter(
        (line) =>
          !/: (408 \{"success":false,"message":"The request body did not arrive in time\."\}|415 )/.test(
            line,
          ),
      );
      expect(wrong).toEqual([]);
    },
  );

  it(
    "odd email addresses: a 400 naming the field on sign-ups and reports, never stored",
    generous,
    async () => {
      const cases: Case[] = oddEmailAddresses.flatMap((email) => [
        {
          label: `sign-up as ${JSON.stringify(email)}`,
          method: "POST",
          path: "/api/newsletter/subscribe",
          headers: postHeaders("application/json"),
          body: JSON.stringify({ email }),
          write: { table: "subscribers" as const, accepted: false },
        },
        {
          label: `report from ${JSON.stringify(email)}`,
          method: "POST",
          path: "/api/submissions/submit",
          headers: postHeaders("application/json"),
          body: JSON.stringify({ ...validBodies.submission, email }),
          write: { table: "submissions" as const, accepted: false },
        },
      ]);
      expect(await run(cases)).toEqual([]);
      await expectRefused(cases, "Please enter a valid email address");
    },
  );

  it("no stored report holds a control character after all of the above", async () => {
    const { results } = await env.DB.prepare(
      "SELECT reporter_name || email || headline || transmission_details || coalesce(source_url, '') AS text FROM submissions",
    ).all<{ text: string }>();
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    expect(results.filter((row) => /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/.test(row.text))).toEqual([]);
    const { results: lines } = await env.DB.prepare(
      "SELECT reporter_name || email || headline AS text FROM submissions UNION ALL SELECT email FROM subscribers",
    ).all<{ text: string }>();
    expect(lines.filter((row) => /[\u202a-\u202e\u2066-\u2069\ufffd]/.test(row.text))).toEqual([]);
  });

  it("the generator's own fragments never look like a leak, so a match is the server's", async () => {
    const random = seededRandom(fuzzSeed);
    const samples = Array.from({ length: 300 }, () => hostileJsonBody(random, validBodies.submission).body);
    const decoded = samples.map((body) => (typeof body === "string" ? body : new TextDecoder().decode(body)));
    expect(decoded.filter((text) => internalLeak.test(text))).toEqual([]);
  });
});
