import { expect, test, type APIResponse, type Page } from "@playwright/test";
import { scriptNonce, securityHeaderProblems } from "../security-requirements.ts";
import { hydrated, readerAddress } from "./helpers.ts";

const problems = (response: APIResponse) =>
  securityHeaderProblems((name: string) => response.headers()[name]);

/** Every Content-Security-Policy violation the page reports, collected from the first script on. */
async function recordPolicyViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test.describe("Security headers", () => {
  test("A page carries every header, and its scripts run under the policy", async ({ page }) => {
    const violations = await recordPolicyViolations(page);
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    expect(securityHeaderProblems((name: string) => response?.headers()[name])).toEqual([]);
    // The scripts that must run under the policy include the framework's: they have once it has hydrated.
    await hydrated(page);
    // The inline theme script ran before paint: it sets data-theme.
    await expect(page.locator("html")).toHaveAttribute("data-theme", /^(light|dark)$/);
    expect(await violations()).toEqual([]);
  });

  test("An API answer, a redirect and a 404 carry every header", async ({ request }) => {
    const api = await request.get("/api/articles");
    const redirect = await request.get("/articles/ai-religion", { maxRedirects: 0 });
    const alias = await request.get("/politics-power", { maxRedirects: 0 });
    const missing = await request.get("/no-such-page-in-any-timeline");
    expect([api.status(), redirect.status(), alias.status(), missing.status()]).toEqual([200, 301, 301, 404]);
    for (const response of [api, redirect, alias, missing]) expect(problems(response)).toEqual([]);
  });

  test("Static files carry the fixed headers and a policy that runs no script", async ({ request }) => {
    const file = await request.get("/favicon.svg");
    expect(file.status()).toBe(200);
    expect(file.headers()["x-content-type-options"]).toBe("nosniff");
    expect(file.headers()["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(file.headers()["content-security-policy"]).toMatch(/^default-src 'none';/);
    expect(file.headers()["cross-origin-resource-policy"]).toBe("same-origin");
    // Feed readers and link previews on other sites show share cards and hero images.
    const card = await request.get("/images/share/logo.png");
    expect(card.status()).toBe(200);
    expect(card.headers()["cross-origin-resource-policy"]).toBe("cross-origin");
  });

  test("A page served twice (the second from the edge cache) has a new nonce, and its scripts carry it", async ({
    request,
  }) => {
    // Unknown parameters share the page's one cached copy, so the first may already be a HIT.
    const path = "/about";
    const pages = [await request.get(path), await request.get(path)];
    expect(["MISS", "HIT"]).toContain(pages[0]!.headers()["x-edge-cache"]);
    expect(pages[1]!.headers()["x-edge-cache"]).toBe("HIT");
    const nonces: string[] = [];
    for (const page of pages) {
      const nonce = scriptNonce(page.headers()["content-security-policy"]);
      expect(nonce).toBeTruthy();
      const html = await page.text();
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      const executable = scripts.filter((tag) => !/type="application\/(ld\+)?json"/.test(tag));
      expect(executable.length).toBeGreaterThan(2);
      for (const tag of executable) expect(tag).toContain(`nonce="${nonce}"`);
      expect(html.match(/ nonce="([^"]*)"/g)?.every((attribute) => attribute === ` nonce="${nonce}"`)).toBe(
        true,
      );
      nonces.push(nonce!);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  test("A page from the edge cache hydrates under its fresh nonce", async ({ page, request }) => {
    const path = "/privacy";
    expect(["MISS", "HIT"]).toContain((await request.get(path)).headers()["x-edge-cache"]);
    const violations = await recordPolicyViolations(page);
    const response = await page.goto(path);
    expect(response?.headers()["x-edge-cache"]).toBe("HIT");
    // The test is about the framework starting under the cached page's fresh nonce.
    await hydrated(page);
    expect(await violations()).toEqual([]);
  });
});

test.describe("Requests from another website", () => {
  test("A form action POST with a foreign Origin gets a 403 page; the API gets JSON 403", async ({
    request,
  }) => {
    const form = await request.post("/newsletter", {
      headers: { origin: "https://evil.example", accept: "text/html", "cf-connecting-ip": readerAddress() },
      form: { email: "victim@example.com" },
    });
    expect(form.status()).toBe(403);
    expect(await form.text()).toContain("That form came from another website");
    expect(problems(form)).toEqual([]);
    const api = await request.post("/api/votes", {
      headers: { origin: "https://evil.example", "cf-connecting-ip": readerAddress() },
      data: { articleId: 1, vote: "yes" },
    });
    expect(api.status()).toBe(403);
    expect(await api.json()).toMatchObject({ success: false });
  });

  test("Host/Origin spoofing answers the same 403 envelope from the API and the form actions", async ({
    request,
  }) => {
    const spoofed = {
      host: "evil.example",
      origin: "http://evil.example",
      "cf-connecting-ip": readerAddress(),
    };
    const form = await request.post("/newsletter", {
      headers: spoofed,
      form: { email: "victim@example.com" },
    });
    const api = await request.post("/api/newsletter/subscribe", {
      headers: spoofed,
      data: { email: "victim@example.com" },
    });
    expect([form.status(), api.status()]).toEqual([403, 403]);
    expect(await form.json()).toEqual(await api.json());
  });

  test("SITE_URL's origin is accepted by the API and the form actions alike, whatever the Host", async ({
    request,
  }) => {
    // wrangler.toml's SITE_URL; the server answers on 127.0.0.1, another host.
    const headers = { origin: "http://localhost:8787", "cf-connecting-ip": readerAddress() };
    const form = await request.post("/newsletter", {
      headers,
      form: { email: `site-${Date.now()}@example.com` },
    });
    const api = await request.post("/api/newsletter/subscribe", {
      headers,
      data: { email: `site-api-${Date.now()}@example.com` },
    });
    expect([form.status(), api.status()]).toEqual([200, 200]);
  });

  test("The same form from our own page is accepted", async ({ request, baseURL }) => {
    const form = await request.post("/newsletter", {
      headers: { origin: new URL(baseURL!).origin, "cf-connecting-ip": readerAddress() },
      form: { email: `own-origin-${Date.now()}@example.com` },
    });
    expect(form.status()).toBe(200);
  });
});
