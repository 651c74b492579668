// The other side of `npm run bench -- --compare [ref]`: that commit's files (from `git archive`, so
// the repository's worktree list is left alone) in a directory of their own with this checkout's
// node_modules linked in, built with `react-router build`, and a database of its own that the ref's
// own migrations and content loader fill, so each build reads the schema and content it was written for.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, realpathSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { step } from "../lib/run.ts";

export type Baseline = { ref: string; commit: string; dir: string; persistTo: string };

/** The commit a ref names; exits with git's reason when it names none. */
export function resolveCommit(ref: string) {
  try {
    return execFileSync("git", ["rev-parse", "--verify", "--quiet", `${ref}^{commit}`], {
      encoding: "utf8",
    }).trim();
  } catch {
    console.error(`✖ --compare: "${ref}" names no commit in this repository.`);
    process.exit(1);
  }
}

/** Unpacks, builds (unless `build` is false and a build of that commit is already there) and loads. */
export function prepareBaseline(ref: string, build: boolean): Baseline {
  const commit = resolveCommit(ref);
  const dir = join(tmpdir(), `future-dispatch-bench-base-${commit.slice(0, 12)}`);
  const persistTo = join(dir, ".wrangler/bench");
  if (build || !existsSync(join(dir, "build/server/index.js"))) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const archive = execFileSync("git", ["archive", "--format=tar", commit], { maxBuffer: 1 << 30 });
    execFileSync("tar", ["-x", "-C", dir], { input: archive });
    symlinkSync(realpathSync("node_modules"), join(dir, "node_modules"));
    step(
      `Build ${ref} (${commit.slice(0, 12)}) for the comparison`,
      "npx",
      ["react-router", "build"],
      {},
      dir,
    );
  }
  rmSync(persistTo, { recursive: true, force: true });
  step(
    `Apply ${ref}'s migrations to its benchmark database`,
    "npx",
    ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo],
    { CI: "true" },
    dir,
  );
  step(
    `Load ${ref}'s content into its benchmark database`,
    "node",
    ["scripts/load-content.ts", "--persist-to", persistTo],
    {},
    dir,
  );
  return { ref, commit, dir, persistTo };
}
