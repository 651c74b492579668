// `npm start`: migrate and load the local database, build, and serve the production build in workerd.
import { assertPortFree, startWorker, step, stopWorker } from "./lib/run.ts";

const port = Number(process.env.PORT ?? 8787);
await assertPortFree(port);
step(
  "Apply migrations to the local database",
  "npx",
  ["wrangler", "d1", "migrations", "apply", "DB", "--local"],
  {
    CI: "true",
  },
);
step("Load content into the local database", "node", ["scripts/load-content.ts"]);
step("Build", "npx", ["react-router", "build"]);
const worker = await startWorker({ port, logLevel: "info" });
console.log(`\nThe Future Dispatch is running at http://localhost:${port} (Ctrl+C stops it).`);
const stop = () => {
  stopWorker(worker);
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
worker.on("exit", (code) => process.exit(code ?? 0));
