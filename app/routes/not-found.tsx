import { data } from "react-router";
import { NotFoundScreen } from "~/components/layout/status-screens";

export const handle = { header: "back", hideSocial: true };

export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundScreen />;
}
