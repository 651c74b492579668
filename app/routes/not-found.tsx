import type { Route } from "./+types/not-found";
import { NotFoundScreen } from "~/components/layout/status-screens";
import { appContext } from "~/context";
import { notFound } from "~/lib/server/not-found.server";

export const handle = { header: "back", hideSocial: true };

export async function loader({ context }: Route.LoaderArgs) {
  return notFound(context.get(appContext).db);
}

export default function NotFound() {
  return <NotFoundScreen stories={[]} />;
}
