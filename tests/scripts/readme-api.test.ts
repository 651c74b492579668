import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { api } from "../../worker/api";
import { readsApi } from "../../worker/api/reads";

const root = fileURLToPath(new URL("../../", import.meta.url));
const readme = readFileSync(`${root}README.md`, "utf8");
const composition = readFileSync(`${root}worker/app.ts`, "utf8");

// worker/app.ts mounts these Hono apps under /api; each mount is read from the file itself, so a new
// sub-app mounted there without a name here fails the check below rather than going unlisted.
const mountable: Record<string, { routes: { method: string; path: string }[] }> = { api, readsApi };

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

/** The README's "## API" sections: from each heading to the next heading of the same level. */
function apiSections() {
  return readme.split(/^(?=## )/m).filter((section) => /^## API\s*$/m.test(section.split("\n")[0]!));
}

/** Every `` `METHOD /api/…` `` the section names; `:param` as Hono spells it, without the query. */
function documentedRoutes(section: string) {
  const named = section.matchAll(/`(GET|HEAD|POST|PUT|PATCH|DELETE) (\/api[^`\s?]*)/g);
  return new Set([...named].map(([, method, path]) => `${method} ${path!.replace(/\/+$/, "")}`));
}

describe("The README's API section", () => {
  it("is one section that names every /api route the Worker serves, and only those", () => {
    const sections = apiSections();
    expect.soft(sections.length, 'README.md should have exactly one "## API" section').toBe(1);
    const documented = documentedRoutes(sections.join("\n"));
    const served = apiRoutes();
    const undocumented = [...served].filter((route) => !documented.has(route)).sort();
    const missing = [...documented].filter((route) => !served.has(route)).sort();
    expect
      .soft(undocumented, "routes the Worker serves that README.md's API section does not name")
      .toEqual([]);
    expect.soft(missing, "routes README.md's API section names that the Worker does not serve").toEqual([]);
  });
});
