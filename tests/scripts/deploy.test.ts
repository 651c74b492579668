// The deploy path, offline: the CI workflow's order, a dry-run deploy of the build with its size,
// and the Worker's startup time, each against Cloudflare's limits (docs/decisions/072-deploy-checks.md).
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { quietEnv } from "../../scripts/lib/wrangler.ts";

const root = join(import.meta.dirname, "../..");
const scratch = mkdtempSync(join(tmpdir(), "dispatch-deploy-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Cloudflare's limits (developers.cloudflare.com/workers/platform/limits): Free plan size, any plan startup. */
const maxGzipKiB = 3 * 1024;
const maxStartupMs = 1000;

type Step = { name?: string; run?: string; uses?: string };
type Job = { needs?: string | string[]; if?: string; steps: Step[]; env?: Record<string, string> };
type Workflow = { on: Record<string, unknown>; jobs: Record<string, Job> };

function wrangler(args: string[]) {
  const result = spawnSync(process.execPath, ["node_modules/wrangler/bin/wrangler.js", ...args], {
    cwd: root,
    encoding: "utf8",
    env: { ...quietEnv, CI: "true" },
    maxBuffer: 16 * 1024 * 1024,
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

function requireBuild() {
  if (!existsSync(join(root, ".wrangler/deploy/config.json"))) {
    throw new Error("No build to deploy: run `npx react-router build` first (npm test does).");
  }
}

describe("The CI workflow", () => {
  const workflow = parse(readFileSync(join(root, ".github/workflows/deploy.yml"), "utf8")) as Workflow;
  const steps = (job: string) => workflow.jobs[job]!.steps;
  const indexOf = (job: string, pattern: RegExp) =>
    steps(job).findIndex((step) => pattern.test(step.run ?? ""));

  it("tests every push to main and every pull request, deploying only pushes to main", () => {
    expect(Object.keys(workflow.on).sort()).toEqual(["pull_request", "push"]);
    expect(workflow.on.push).toEqual({ branches: ["main"] });
    expect(indexOf("test", /^bash \.ci\/run$/)).toBeGreaterThanOrEqual(0);
    expect(readFileSync(join(root, ".ci/run"), "utf8")).toMatch(/^npm test$/m);
    expect(workflow.jobs.deploy!.if).toBe("github.ref == 'refs/heads/main' && github.event_name == 'push'");
  });

  it("deploys only after the tests pass: tests → D1 migrations (remote) → wrangler deploy", () => {
    expect(workflow.jobs.deploy!.needs).toBe("test");
    const build = indexOf("deploy", /^npm run build$/);
    const migrate = indexOf("deploy", /^npx wrangler d1 migrations apply DB --remote$/);
    const deploy = indexOf("deploy", /^npx wrangler deploy$/);
    expect(build).toBeGreaterThanOrEqual(0);
    expect(migrate).toBeGreaterThan(build);
    expect(deploy).toBeGreaterThan(migrate);
    expect(deploy).toBe(steps("deploy").length - 1);
    expect(workflow.jobs.deploy!.env).toMatchObject({
      CLOUDFLARE_API_TOKEN: "${{ secrets.CLOUDFLARE_API_TOKEN }}",
      CLOUDFLARE_ACCOUNT_ID: "${{ secrets.CLOUDFLARE_ACCOUNT_ID }}",
    });
  });

  it("runs the project's Node, never an older one", () => {
    for (const job of Object.values(workflow.jobs)) {
      const setup = job.steps.find((step) => step.uses?.startsWith("actions/setup-node"));
      expect((setup as { with?: { "node-version"?: number } }).with?.["node-version"]).toBeGreaterThanOrEqual(
        22,
      );
    }
  });
});

describe("Deploying the build", () => {
  it("`wrangler deploy --dry-run` succeeds offline on the build, within the Worker size limit", () => {
    requireBuild();
    const { status, output } = wrangler(["deploy", "--dry-run", "--outdir", join(scratch, "bundle")]);
    expect(status, output).toBe(0);
    const size = output.match(/Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/);
    expect(size, output).not.toBeNull();
    const [total, gzip] = [Number(size![1]), Number(size![2])];
    console.log(`Worker bundle: ${total} KiB, ${gzip} KiB gzipped (limit ${maxGzipKiB} KiB gzipped)`);
    expect(gzip).toBeLessThan(maxGzipKiB);
    expect(output).toMatch(/env\.DB \(future-dispatch\)\s+D1 Database/);
    expect(output).toMatch(/env\.CACHE .*KV Namespace/);
  });

  it("the Worker's startup, profiled locally by `wrangler check startup`, stays within Cloudflare's limit", () => {
    requireBuild();
    const outfile = join(scratch, "startup.cpuprofile");
    const { status, output } = wrangler(["check", "startup", "--outfile", outfile]);
    expect(status, output).toBe(0);
    const active = activeMilliseconds(JSON.parse(readFileSync(outfile, "utf8")) as CpuProfile);
    console.log(`Worker startup: ${active.toFixed(1)} ms of CPU (limit ${maxStartupMs} ms)`);
    expect(active).toBeGreaterThan(0);
    expect(active).toBeLessThan(maxStartupMs);
  });
});

type CpuProfile = {
  nodes: { id: number; callFrame: { functionName: string } }[];
  samples: number[];
  timeDeltas: number[];
};

/** CPU time in the profile: every sampled interval except the ones where the isolate sat idle. */
function activeMilliseconds(profile: CpuProfile) {
  const idle = new Set(
    profile.nodes.filter((node) => node.callFrame.functionName === "(idle)").map((node) => node.id),
  );
  let microseconds = 0;
  profile.samples.forEach((sample, index) => {
    if (!idle.has(sample)) microseconds += profile.timeDeltas[index] ?? 0;
  });
  return microseconds / 1000;
}
