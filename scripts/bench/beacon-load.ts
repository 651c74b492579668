// The read-beacon load of `npm run bench:beacons`: POST /api/reads at 10 connections, one autocannon
// thread, each request a new page view of a person's browser, against the floor of a static file
// (/favicon.svg, served by the assets layer without running the Worker) in the same run.
import { runLoad } from "./run-load.ts";

export const beaconConnections = 10;
const browser =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

let views = 0;
/** The static-file floor, then the beacon load, each for `seconds`. A beacon answers 202. */
export async function measureBeacons(base: string, seconds: number) {
  const floor = await runLoad(base, beaconConnections, seconds, {
    setupRequest: (request) => ({ ...request, method: "GET", path: "/favicon.svg" }),
  });
  const beacons = await runLoad(base, beaconConnections, seconds, {
    setupRequest: (request) => ({
      ...request,
      method: "POST",
      path: "/api/reads",
      headers: { ...request.headers, "content-type": "application/json", "user-agent": browser },
      body: JSON.stringify({
        articleId: 1 + (views % 30),
        view: `bench-view-${String(views++).padStart(10, "0")}`,
      }),
    }),
  });
  return { floor, beacons };
}
