import { api } from "~/lib/browser/api";

/** `POST /api/newsletter/subscribe`: a mutation, so retried once (decision 127). */
export async function postSubscription(email: string) {
  return (await api.newsletter.subscribe.$post({ json: { email } })).json();
}
