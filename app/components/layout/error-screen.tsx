import { isRouteErrorResponse } from "react-router";
import { storiesIn } from "~/lib/utils/story-link";
import { NotFoundScreen, OfflineScreen, PleaseWaitScreen, ServerErrorScreen } from "./status-screens";

/** The screen the root's error boundary shows for what went wrong: not found, offline, or a fault. */
export default function ErrorScreen({ error }: { error: unknown }) {
  if (!isRouteErrorResponse(error)) return <ServerErrorScreen />;
  if (error.status === 404) return <NotFoundScreen stories={storiesIn(error.data)} />;
  // A 503 carries the reader-facing message of DatabaseUnavailableError; D1's own words never get here.
  if (error.status === 503 && typeof error.data === "string") return <OfflineScreen message={error.data} />;
  // A limit the Worker met before the app (worker/token-link-limit.ts) answers a `.data` request in words.
  if (error.status === 429 && typeof error.data === "string")
    return <PleaseWaitScreen message={error.data} />;
  return <ServerErrorScreen />;
}
