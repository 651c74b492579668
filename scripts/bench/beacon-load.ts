// The read-beacon load of `npm run bench:beacons`: POST /api/reads at 10 connections, one autocannon
// thread, each request a person's browser sending a view id the site issued (decision 151), against
// the floor of a static file (/favicon.svg, served by the assets layer without running the Worker) in
// the same run. The ids are fetched before the floor runs, so each is past its five seconds when used;
// a pool of them is cycled through, and every beacon still has its id verified and is queued.
import { runLoad } from "./run-load.ts";

export const beaconConnections = 10;
const browser =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36";

const stories = 30;
const pooledViews = 2_000;

/** `count` view ids from GET /api/reads/view, for stories 1 to `stories`, ten requests at a time. */
async function issueViews(base: string, count: number) {
  const views: { articleId: number; view: string }[] = [];
  for (let start = 0; start < count; start += beaconConnections) {
    const batch = Array.from({ length: beaconConnections }, async (_, offset) => {
      const articleId = 1 + ((start + offset) % stories);
      const answer = await fetch(`${base}/api/reads/view?articleId=${articleId}`);
      if (!answer.ok) throw new Error(`GET /api/reads/view answered ${answer.status}`);
      return { articleId, view: ((await answer.json()) as { view: string }).view };
    });
    views.push(...(await Promise.all(batch)));
  }
  return views;
}

let sent = 0;
/** The static-file floor, then the beacon load, each for `seconds`. A beacon answers 202. */
export async function measureBeacons(base: string, seconds: number) {
  const views = await issueViews(base, pooledViews);
  const floor = await runLoad(base, beaconConnections, seconds, {
    setupRequest: (request) => ({ ...request, method: "GET", path: "/favicon.svg" }),
  });
  const beacons = await runLoad(base, beaconConnections, seconds, {
    setupRequest: (request) => ({
      ...request,
      method: "POST",
      path: "/api/reads",
      headers: { ...request.headers, "content-type": "application/json", "user-agent": browser },
      body: JSON.stringify(views[sent++ % views.length]),
    }),
  });
  return { floor, beacons };
}
