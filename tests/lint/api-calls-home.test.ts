import apiCallsHome from "../../eslint-rules/api-calls-home.ts";
import { file, refusedWith, ruleTester } from "./rule-tester.ts";

const refused = refusedWith("home");

ruleTester.run("local/api-calls-home", apiCallsHome, {
  valid: [
    file("app/lib/browser/vote-api.ts", 'import { api } from "~/lib/browser/api";'),
    file("app/lib/browser/api.ts", 'import { apiFetch } from "./api-client";'),
    file("app/lib/browser/read-watch.ts", 'import { sendBeacon } from "./api-client";'),
    // Telling a refusal from a failure is the component's business.
    file("app/components/newsletter/subscribe.ts", 'import { ApiError } from "~/lib/browser/api-client";'),
    file(
      "app/components/newsletter/subscribe.ts",
      'import { postSubscription } from "~/lib/browser/newsletter-api";',
    ),
  ],
  invalid: [
    // The newsletter form and the search box calling the API themselves, as before their wrappers moved.
    refused(
      "app/components/newsletter/subscribe.ts",
      'import { ApiError, apiFetch } from "~/lib/browser/api-client";',
    ),
    refused(
      "app/components/search/search-client.ts",
      'import { apiFetch } from "../../lib/browser/api-client";',
    ),
    refused("app/hooks/use-vote.ts", 'import { apiFetch as send } from "~/lib/browser/api-client";'),
    refused("app/hooks/use-vote.ts", 'import * as api from "~/lib/browser/api-client";'),
    refused("app/hooks/use-vote.ts", 'const api = () => import("~/lib/browser/api-client");'),
    refused("app/components/shared.ts", 'export { apiFetch } from "~/lib/browser/api-client";'),
    // The typed client and its fetch are the wrappers' own (decision 191).
    refused("app/hooks/use-vote.ts", 'import { api } from "~/lib/browser/api";'),
    refused("app/hooks/use-vote.ts", 'const client = () => import("~/lib/browser/api");'),
    refused("app/components/shared.ts", 'export { api } from "~/lib/browser/api";'),
  ],
});
