// `npm start`: migrate and load the local database, build, and serve the production build in workerd.
import { assertPortFree, prepareLocalDatabase, startWorker, step, stopWorker } from "./lib/run.ts";

const port = Number(process.env.PORT ?? 8787);
await assertPortFree(port);
prepareLocalDatabase("local");
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
