// Hostile inputs for the fuzz suites: a fixed catalogue of fragments, combined by a seeded
// generator so any failure repeats exactly from its seed and index. No runtime-specific APIs, so
// the Workers-pool suite and the Playwright suite share it.

export const fuzzSeed = 0x5eed_2071;

/** mulberry32: small, fast and good enough to spread choices; the same seed gives the same run. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (probability: number) => next() < probability,
  };
}

export type Random = ReturnType<typeof seededRandom>;

export const sqlFragments = [
  "' OR '1'='1",
  "'; DROP TABLE votes; --",
  "1; DELETE FROM subscribers",
  '" OR ""="',
  "' UNION SELECT name, sql FROM sqlite_master --",
  "1' AND (SELECT count(*) FROM submissions) > 0 --",
  "%' --",
  "\\'; --",
  "/* comment */",
];

export const ftsFragments = [
  "NEAR(mars moon, 2)",
  "title:robot",
  '"unterminated phrase',
  "a* OR b*",
  "^start",
  "(((",
  ")))",
  "AND OR NOT",
  "- -- ---",
  "{title excerpt}: x",
  "*",
  '""',
  "x NOT",
  "rank MATCH 'x'",
];

export const traversalFragments = [
  "../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "%2e%2e%2f%2e%2e%2f",
  "%252e%252e%252f",
  "..%00/",
  "....//....//",
  "/./././",
  "%2F",
  "%5C",
];

export const unicodeFragments = [
  "\u0000",
  "\u0001\u0002\u001f",
  "\u202e\u202dreversed",
  "\u200b\u200c\u200d\ufeff",
  "\ud800",
  "\udfff",
  "😀🇺🇳👩‍🚀",
  "𝕏𝔶𝔷",
  "İıßẞ",
  "e\u0301\u0301\u0301",
  "日本語のニュース",
  "مرحبا",
  "\r\nSet-Cookie: fuzz=1",
  "\u2028\u2029",
  "\uffff\ufffe",
];

/** Text-direction overrides and isolates, and U+FFFD (decoded invalid UTF-8): refused in one-line fields. */
export const directionFragments = [
  "\u202a",
  "\u202b",
  "\u202c",
  "\u202d",
  "\u202eesinoinu",
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
  "\ufffd",
];

/** `d1-bookmark` values the server never signed: bare, expired-looking, oversized, re-signed, junk. */
export const forgedBookmarks = [
  "a",
  "00000001-00000002-abc",
  `00000001-00000002-abc.${Date.now() + 60_000}.${"A".repeat(43)}`,
  `00000001-00000002-abc.99999999999999.${"A".repeat(43)}`,
  "00000001-00000002-abc.1.x",
  "....",
  "%",
  "x".repeat(4096),
];

/** Query parameters no route reads: each must share the page's one cached copy. */
export const junkParams = [
  "junk=1",
  "utm_source=x",
  "_=1",
  "q=mars",
  "page=2",
  "category=space-beyond",
  "__v=evil",
];

/** What a reader's text could do to an editor's terminal: clear it, ring it, link it, overwrite a line. */
export const terminalFragments = [
  "\u001b[2J\u001b[H",
  "\u0007\u0007",
  "\u001b]8;;https://evil.example\u0007click\u001b]8;;\u0007",
  "ok\rStatus: approved",
  "\u009b31m",
  "\u007f\u0008\u0008",
  "\u001b[31mred\u001b[0m",
];

/** Client addresses in every spelling: full, compressed, embedded and mapped IPv4, and junk. */
export const clientAddressFragments = [
  "2001:db8:1:2::1",
  "2001:0db8:0001:0002:0000:0000:0000:0028",
  "2001:db8:1:2::192.0.2.1",
  "::ffff:198.51.100.7",
  "::FFFF:c633:6407",
  "[2001:db8:1:2::1]",
  "2001:db8:1:2::1%eth0",
  "::",
  "::1",
  "1:2:3:4:5:6:7:8:9",
  "2001:db8::1::2",
  "256.256.256.256",
  "198.51.100.7, 203.0.113.9",
  "unknown",
  "",
  // Spellings ipaddr.js reads but Cloudflare never sends, and near-addresses.
  "0x7f.0.0.1",
  "127.1",
  "010.000.000.001",
  "1.2.3.4.5",
  "::ffff:1.2.3",
  "[::1]:443",
  "fe80::1%25eth0",
  "  198.51.100.7  ",
  "2001:db8:1:2:3:4:5:6%",
  "a".repeat(300),
];

/**
 * Email addresses a mail header would read as something else: a display name, a list, a group, a
 * second header line; the form and the API must refuse every one with the field named (decision 154).
 */
export const oddEmailAddresses = [
  "x<probe@example.com>",
  "Reader <reader@example.com>",
  "a,b@example.com",
  "a@b.com,c@d.com",
  "a;b@example.com",
  "undisclosed:;@example.com",
  "reader@example.com>",
  "<>@example.com",
  "reader@example.com\r\nBcc: x@example.com",
  "reader@example.com\nTo: y@example.com",
  "a\u0000b@example.com",
  "a\u001bb@example.com",
  "a\u0085b@example.com",
  "a\u202eb@example.com",
];

/** The first bytes of a body that then stops arriving: empty, mid-token, mid-character, mid-part. */
export const stalledBodyStarts: { type: string; first: Uint8Array<ArrayBuffer> }[] = [
  { type: "application/json", first: new Uint8Array(0) },
  { type: "application/json", first: new TextEncoder().encode('{"email":"') },
  { type: "application/json", first: new Uint8Array([0x7b, 0x22, 0x78, 0x22, 0x3a, 0x22, 0xd0]) },
  { type: "application/x-www-form-urlencoded", first: new TextEncoder().encode("reporterName=Ada&head") },
  {
    type: "multipart/form-data; boundary=cut",
    first: new TextEncoder().encode('--cut\r\nContent-Disposition: form-data; name="email"\r\n\r\nreader@'),
  },
];

/** `fd_voter` values the server never issued: bare ids, fake and borrowed signatures, junk. */
export const forgedVoterIds = [
  "0b5f3c1e-2d4a-4f6b-9c8d-7e6f5a4b3c2d",
  `0b5f3c1e-2d4a-4f6b-9c8d-7e6f5a4b3c2d.${"A".repeat(43)}`,
  "0b5f3c1e-2d4a-4f6b-9c8d-7e6f5a4b3c2d.",
  ".AAAA",
  "------------------------------------",
  "0b5f3c1e-2d4a-4f6b-9c8d-7e6f5a4b3c2d.AAAA.BBBB",
  "%",
  "x".repeat(4096),
];

/** Referer values that try to turn "Keep reading" into a link off the site. */
export const refererPaths = [
  "//evil.example/p",
  "/\\evil.example/p",
  "/\\/evil.example",
  "//\\evil.example",
  "/%2f/evil.example",
];

export const markupFragments = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "${7*7}",
  "{{7*7}}",
  "%s%s%s%n",
  "__proto__",
  "constructor",
  "prototype",
  "&amp;&lt;",
  "mailto:a@b.c?bcc=x@y.z",
];

export const numberLikeFragments = [
  "0",
  "-1",
  "1.5",
  "1e309",
  "99999999999999999999",
  "0x10",
  "NaN",
  "Infinity",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  " 1 ",
  "",
];

const allFragments = [
  ...sqlFragments,
  ...ftsFragments,
  ...traversalFragments,
  ...unicodeFragments,
  ...terminalFragments,
  ...markupFragments,
  ...numberLikeFragments,
];

/** One to four fragments, sometimes with random code points, sometimes blown up to many kilobytes. */
export function hostileString(random: Random): string {
  const parts: string[] = [];
  for (let count = 1 + random.int(4); count > 0; count--) {
    parts.push(random.chance(0.15) ? randomCodePoints(random) : random.pick(allFragments));
  }
  const text = parts.join(random.pick(["", " ", "/", "&", "=", "%"]));
  if (random.chance(0.08))
    return text.repeat(Math.ceil((2_000 + random.int(40_000)) / Math.max(1, text.length)));
  return text;
}

function randomCodePoints(random: Random) {
  let text = "";
  for (let count = 1 + random.int(12); count > 0; count--) {
    const plane = random.pick([0x7f, 0x7ff, 0xffff, 0x10ffff]);
    const code = random.int(plane + 1);
    // Lone surrogates are kept on purpose: they are what invalid UTF-16 looks like to the server.
    text += code > 0xffff ? String.fromCodePoint(code) : String.fromCharCode(code);
  }
  return text;
}

/** Any JSON-able value, hostile where it can be: odd numbers, nested containers, prototype keys. */
export function hostileValue(random: Random, depth = 0): unknown {
  const kind = random.int(depth > 3 ? 5 : 8);
  switch (kind) {
    case 0:
    case 1:
      return hostileString(random);
    case 2:
      return random.pick([0, -1, 1.5, 2 ** 53 + 1, -0, 1e308, Number.MIN_VALUE, 4294967297]);
    case 3:
      return random.pick([true, false, null]);
    case 4:
      return random.pick(numberLikeFragments);
    case 5:
      return Array.from({ length: random.int(4) }, () => hostileValue(random, depth + 1));
    case 6:
      return Object.fromEntries(
        Array.from({ length: 1 + random.int(3) }, () => [
          random.pick([...markupFragments, "a", "email", "vote"]),
          hostileValue(random, depth + 1),
        ]),
      );
    default:
      return nestedJson(random, 5 + random.int(40));
  }
}

function nestedJson(random: Random, depth: number): unknown {
  let value: unknown = random.pick(["deep", 1, null]);
  for (let level = 0; level < depth; level++) value = random.chance(0.5) ? [value] : { a: value };
  return value;
}

export type FuzzBody = { body: string | Uint8Array<ArrayBuffer>; json?: unknown; label: string };

const invalidUtf8 = [
  [0xff, 0xfe, 0xfd],
  [0xc3, 0x28],
  [0xe2, 0x28, 0xa1],
  [0xf0, 0x28, 0x8c, 0x28],
  [0xed, 0xa0, 0x80],
  [0xc0, 0xaf],
];

function bytesWith(prefix: string, bytes: number[], suffix: string) {
  const encoder = new TextEncoder();
  return new Uint8Array([...encoder.encode(prefix), ...bytes, ...encoder.encode(suffix)]);
}

/**
 * A request body built around a valid example: one field replaced, fields dropped or added, the
 * whole value swapped, malformed or deeply nested JSON, invalid UTF-8, or far over the size limit.
 * `json` is the parsed value whenever the body is valid JSON, for classification by the schema.
 */
export function hostileJsonBody(random: Random, valid: Record<string, unknown>): FuzzBody {
  const keys = Object.keys(valid);
  const variant = random.int(12);
  const asJson = (value: unknown, label: string): FuzzBody => ({
    body: JSON.stringify(value),
    json: value,
    label,
  });
  switch (variant) {
    case 0:
    case 1:
    case 2: {
      const key = random.pick(keys);
      return asJson({ ...valid, [key]: hostileValue(random) }, `field ${key}`);
    }
    case 3: {
      const copy: Record<string, unknown> = { ...valid };
      delete copy[random.pick(keys)];
      copy[random.pick(markupFragments)] = hostileValue(random);
      return asJson(copy, "missing and extra fields");
    }
    case 4:
      return asJson(hostileValue(random), "whole value");
    case 5: {
      const text = JSON.stringify({ ...valid, [random.pick(keys)]: hostileString(random) });
      return { body: text.slice(0, Math.max(1, random.int(text.length))), label: "truncated JSON" };
    }
    case 6: {
      const depth = 500 + random.int(20_000);
      return random.chance(0.5)
        ? { body: "[".repeat(depth) + "]".repeat(depth), label: `nested arrays ${depth}` }
        : { body: '{"a":'.repeat(depth) + "1" + "}".repeat(depth), label: `nested objects ${depth}` };
    }
    case 7: {
      const key = random.pick(keys);
      const body = bytesWith(`{"${key}":"`, random.pick(invalidUtf8), '"}');
      // The server decodes the bytes with U+FFFD replacements before parsing; classify the same text.
      return { body, json: JSON.parse(new TextDecoder().decode(body)), label: `invalid UTF-8 in ${key}` };
    }
    case 8: {
      const key = random.pick(keys);
      const huge = "x".repeat(16_000 + random.int(200_000));
      return asJson({ ...valid, [key]: huge }, `huge ${key}`);
    }
    case 10:
    case 11: {
      // Still valid, with hostile text riding in a string field: must be stored as text, never run.
      const stringKeys = keys.filter((key) => typeof valid[key] === "string");
      const key = random.pick(stringKeys);
      return asJson(
        { ...valid, [key]: `${String(valid[key])} ${random.pick(allFragments)}` },
        `hostile text in ${key}`,
      );
    }
    default:
      return {
        body: random.pick(["", "null", "undefined", "{", "}", "{'a':1}", "[1,2", "\u0000", '{"a":1}}']),
        label: "malformed",
      };
  }
}

const loneSurrogates = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** URLs carry UTF-8, so a lone surrogate reaches the server as U+FFFD whatever a client does. */
const wellFormed = (text: string) => text.replace(loneSurrogates, "\ufffd");

/**
 * A path segment for a slug or id: traversal, encodings, NUL, unicode, huge. Some are sent with
 * their percent signs raw (so `%2e%2e%2f` and `%00` arrive as written), the rest fully encoded.
 */
export function hostileSegment(random: Random): string {
  const raw = wellFormed(hostileString(random).slice(0, random.chance(0.1) ? 8_000 : 300));
  if (random.chance(0.3)) return raw.replace(/[^A-Za-z0-9%._~-]/gu, (char) => encodeURIComponent(char));
  return encodeURIComponent(raw);
}

/** A query string with hostile values, repeated keys and odd names. */
export function hostileQuery(random: Random, names: readonly string[]): string {
  const params = new URLSearchParams();
  for (let count = 1 + random.int(3); count > 0; count--) {
    const name = random.chance(0.8)
      ? random.pick(names)
      : random.pick([...markupFragments, "q[]", "page[0]", ""]);
    params.append(name, wellFormed(hostileString(random)).slice(0, random.chance(0.1) ? 20_000 : 400));
  }
  return params.toString();
}

/**
 * What must never appear in a response: stack frames (with file positions), error class names,
 * D1 or SQLite error words, Drizzle's query dump, file paths. Precise enough not to trip on prose
 * ("at home (…)") in an article.
 */
export const internalLeak =
  /\bat (?:async )?\S+ \(\S+:\d+:\d+\)|\bat \S+:\d+:\d+|\b[A-Z]\w*Error: |SQLITE_|D1_[A-Z]|DrizzleQueryError|Failed query:|node_modules|\/work\//;
