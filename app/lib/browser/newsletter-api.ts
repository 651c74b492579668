import { postJson } from "~/lib/browser/api-client";

/** `POST /api/newsletter/subscribe`: a mutation, so retried once (decision 127). */
export function postSubscription(email: string) {
  return postJson("/api/newsletter/subscribe", { email });
}
