// Debian's Chromium drives the end-to-end tests, the benchmark's Lighthouse runs and the screenshots.
// A fresh machine lacks it, so every command that needs it sets it up first (decision 080): as root it
// installs the package itself; otherwise it stops before any work and names the one command to run.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/** The full browser: Lighthouse and the screenshots see what a reader's Chromium renders. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The end-to-end tests' browser: Debian's headless-only build of the same Chromium, the kind of
 * build Playwright itself runs headless tests on. On these machines it opens, hydrates and clicks
 * through a page in well under half the CPU time of the full browser (decision 102).
 */
export const testBrowserPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

/** Flags for a headless Chromium in a container: no sandbox, no GPU, nothing phoning home. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const packages = ["chromium", "chromium-headless-shell", "fonts-dejavu-core"];
export const installCommand = `sudo apt-get update && sudo apt-get install -y ${packages.join(" ")}`;

function apt(args: string[]) {
  const result = spawnSync("apt-get", args, {
    encoding: "utf8",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
  if (result.status === 0) return;
  // apt's own words are the useful part of a failure; on success they are only noise.
  process.stderr.write(`${result.stdout ?? ""}${result.stderr ?? result.error?.message ?? ""}`);
  console.error(`✖ apt-get ${args.join(" ")} failed. Install the browser with:\n  ${installCommand}`);
  process.exit(1);
}

/** Makes sure the browser exists before a command relies on it; exits the process when it cannot. */
export function ensureChromium() {
  const missing = [chromiumPath, testBrowserPath].filter((path) => !existsSync(path));
  if (missing.length === 0) return;
  if (process.env.CHROMIUM_PATH) {
    console.error(`✖ CHROMIUM_PATH is ${chromiumPath}, which does not exist.`);
    process.exit(1);
  }
  if (process.getuid?.() !== 0) {
    console.error(`✖ Debian's Chromium is missing (${missing.join(", ")}). Install it, then run this again:`);
    console.error(`  ${installCommand}`);
    process.exit(1);
  }
  console.log(`▶ Installing Debian's Chromium for the browser tests (apt-get install ${packages.join(" ")})`);
  apt(["update", "-qq"]);
  apt(["install", "-y", "-qq", ...packages]);
  const stillMissing = missing.filter((path) => !existsSync(path));
  if (stillMissing.length > 0) {
    console.error(`✖ apt-get installed the browser, but ${stillMissing.join(", ")} still does not exist.`);
    process.exit(1);
  }
}

// `node scripts/lib/chromium.ts`: the same check in front of a command that is not a script of ours.
if (import.meta.main) ensureChromium();
