// Playwright's web server: a fresh, migrated and loaded database of its own, and the built Worker.
import { rmSync } from "node:fs";
import { e2eEditorsToken } from "./lib/e2e-editors-token.ts";
import { prepareLocalDatabase, startWorker, stopWorker } from "./lib/run.ts";

const port = Number(process.env.E2E_PORT ?? 8790);
const persistTo = ".wrangler/e2e";
rmSync(persistTo, { recursive: true, force: true });
prepareLocalDatabase("end-to-end", persistTo);
// The newsletter tests send an edition through the editors' API, as `npm run editors -- newsletter send` does.
// The whole suite signs up from this one machine, whose pages share one address: a cap this size
// gives that address (1%) room for every sign-up the suite makes; the integration tests check the
// shares themselves (tests/integration/newsletter-caps.test.ts, decision 153).
const worker = await startWorker({
  port,
  persistTo,
  vars: { EDITORS_TOKEN: e2eEditorsToken, NEWSLETTER_DAILY_CONFIRMATIONS: "100000" },
});
const stop = () => {
  stopWorker(worker);
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
