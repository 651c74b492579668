import { spawn } from "node:child_process";
import { quietEnv } from "./wrangler.ts";

type Step = { label: string; command: string; args: string[] };

/**
 * Runs independent read-only checks at the same time, each with its output held back and printed
 * whole when it ends, so two checks' lines never interleave. Exits the script, once all have
 * ended, if any failed.
 */
export async function stepsAtOnce(steps: Step[]) {
  const started = Date.now();
  console.log(`\n▶ At once: ${steps.map((step) => step.label).join(", ")}`);
  const outcomes = await Promise.all(
    steps.map(
      ({ label, command, args }) =>
        new Promise<boolean>((resolve) => {
          const child = spawn(command, args, { env: quietEnv, stdio: ["ignore", "pipe", "pipe"] });
          const output: Buffer[] = [];
          child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
          child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
          child.on("close", (code) => {
            const seconds = ((Date.now() - started) / 1000).toFixed(1);
            process.stdout.write(Buffer.concat(output));
            if (code === 0) console.log(`✔ ${label} (${seconds} s)`);
            else console.error(`✖ ${label} failed after ${seconds} s`);
            resolve(code === 0);
          });
        }),
    ),
  );
  if (outcomes.includes(false)) process.exit(1);
}
