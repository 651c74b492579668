import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { api } from "../../worker/api";

const root = fileURLToPath(new URL("../../", import.meta.url));
// The API reference lives in its own guide; the README only points at it (decision 165).
const reference = "docs/api.md";
const composition = readFileSync(`${root}worker/app.ts`, "utf8");

// worker/app.ts mounts these Hono apps under /api; each mount is read from the file itself, so a new
// sub-app mounted there without a name here fails the check below rather than going unlisted.
const mountable: Record<string, { routes: { method: string; path: string }[] }> = { api };

/** Every `METHOD /path` the Worker answers under /api, from the mounted Hono apps' own route lists. */
function apiRoutes() {
  const mounts = [...composition.matchAll(/app\.route\("(\/api[^"]*)",\s*(\w+)\)/g)];
  expect(mounts.length, "worker/app.ts mounts no Hono app under /api").toBeGreaterThan(0);
  const routes = new Set<string>();
  for (const [, prefix, name] of mounts) {
    const app = mountable[name!];
    expect(app, `worker/app.ts mounts ${name} under ${prefix}; add it to this test`).toBeDefined();
    // Middleware (`use`) is listed with method ALL; only handlers with a method are routes.
    for (const route of app!.routes.filter((entry) => entry.method !== "ALL")) {
      const path = `${prefix}${route.path}`.replace(/\/+$/, "").replace(/\/{2,}/g, "/");
      routes.add(`${route.method} ${path}`);
    }
  }
  return routes;
}

/** Every `` `METHOD /api/…` `` the text names; `:param` as Hono spells it, without the query. */
function documentedRoutes(text: string) {
  const named = text.matchAll(/`(GET|HEAD|POST|PUT|PATCH|DELETE) (\/api[^`\s?]*)/g);
  return new Set([...named].map(([, method, path]) => `${method} ${path!.replace(/\/+$/, "")}`));
}

describe("The API reference", () => {
  it(`is ${reference}, and it names every /api route the Worker serves, and only those`, () => {
    expect(existsSync(`${root}${reference}`), `the API reference should be ${reference}`).toBe(true);
    const documented = documentedRoutes(readFileSync(`${root}${reference}`, "utf8"));
    const served = apiRoutes();
    const undocumented = [...served].filter((route) => !documented.has(route)).sort();
    const missing = [...documented].filter((route) => !served.has(route)).sort();
    expect.soft(undocumented, `routes the Worker serves that ${reference} does not name`).toEqual([]);
    expect.soft(missing, `routes ${reference} names that the Worker does not serve`).toEqual([]);
  });

  it("is not repeated in the README, where a second list would drift", () => {
    const readme = readFileSync(`${root}README.md`, "utf8");
    expect([...documentedRoutes(readme)], "README.md should point at the reference, not list routes").toEqual(
      [],
    );
  });
});
