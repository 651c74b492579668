import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { fromBuild, scriptsInHtml, staticImports, upfrontWeight } from "../../scripts/js-weight/upfront.ts";

describe("the up-front JavaScript of a page", () => {
  it("finds script sources, module preloads and the inline module's imports", () => {
    const html = `<head><link rel="modulepreload" href="/assets/a.js" nonce="x"/>
      <link rel="stylesheet" href="/assets/app.css"/><script src="/assets/b.js"></script>
      <script>var notAModule = "import x from './nope.js'";</script>
      <script type="module" async="">import * as route0 from "/assets/root.js";
      import * as route1 from "/assets/a.js"; window.__manifest = {"module": "/assets/lazy.js"};</script></head>`;
    expect(scriptsInHtml(html)).toEqual(["/assets/a.js", "/assets/b.js", "/assets/root.js"]);
  });

  it("counts static imports and leaves out import()", () => {
    const code =
      `import{a as e}from"./framework-1.js";import"./side.js";export{b}from"./re.js";` +
      `const later=()=>import("./lazy.js");const tpl=import(\`./lazy2.js\`);`;
    expect(staticImports(code)).toEqual(["./framework-1.js", "./side.js", "./re.js"]);
  });

  it("adds up each file once, gzip level 6, following imports through the build", async () => {
    const dir = mkdtempSync(join(tmpdir(), "js-weight-"));
    mkdirSync(join(dir, "assets"));
    const files = {
      "root.js": `import{x}from"./shared.js";const lazy=()=>import("./lazy.js");`,
      "page.js": `import{x}from"./shared.js";`,
      "shared.js": "export const x = 1;".repeat(20),
      "lazy.js": "export default 2;",
    };
    for (const [name, code] of Object.entries(files)) writeFileSync(join(dir, "assets", name), code);
    const html = `<link rel="modulepreload" href="/assets/root.js"><script type="module">import "/assets/page.js";</script>`;
    const weight = await upfrontWeight(html, fromBuild(dir));
    const gzip = (code: string) => gzipSync(code, { level: 6 }).length;
    expect(weight.files.map((file) => file.path).sort()).toEqual([
      "/assets/page.js",
      "/assets/root.js",
      "/assets/shared.js",
    ]);
    expect(weight.gzip).toBe(gzip(files["root.js"]) + gzip(files["page.js"]) + gzip(files["shared.js"]));
  });
});
