import layers from "../../eslint-rules/layers.ts";
import { file, refusedWith, ruleTester } from "./rule-tester.ts";

const refused = refusedWith("layer");

ruleTester.run("local/layers", layers, {
  valid: [
    file("app/models/subscribers.server.ts", 'import { subscribers } from "~/db/schema";'),
    file("app/models/subscribers.server.ts", 'import { createToken } from "~/lib/server/tokens.server";'),
    file("app/models/search-index.server.ts", 'import { articleTexts } from "./search-text.server";'),
    file("app/services/newsletter/signup.server.ts", 'import { renderEmail } from "~/emails/render.server";'),
    file(
      "app/services/newsletter/signup.server.ts",
      'import { subscribe } from "~/models/subscribers.server";',
    ),
    file("app/services/newsletter/signup.server.ts", 'import { sendEmail } from "./mailer.server";'),
    file("app/lib/server/not-found.server.ts", 'import { listArticles } from "~/models/articles.server";'),
    file(
      "app/components/search/search-suggestions.tsx",
      'import { useX } from "~/hooks/use-article-search";',
    ),
    file("app/routes/newsletter.tsx", 'import { signUp } from "~/services/newsletter/signup.server";'),
    file("worker/api/newsletter.ts", 'import { signUp } from "~/services/newsletter/signup.server";'),
    // The typed API client takes the routes' shape as a type, which the build erases (decision 191).
    file("app/lib/browser/api.ts", 'import type { AppType } from "../../../worker/api";'),
    file("app/lib/browser/api.ts", 'import type { AppType } from "../../../worker/api/index.ts";'),
    // Packages are not layers.
    file("app/models/articles.server.ts", 'import { sql } from "drizzle-orm";'),
  ],
  invalid: [
    // A model that renders or sends email: the sign-up flow as it was before it moved to services/.
    refused(
      "app/models/newsletter/signup.server.ts",
      'import { ConfirmEmail } from "~/emails/confirm-email";',
    ),
    refused(
      "app/models/newsletter/editions.server.ts",
      'import { renderEmail } from "../../emails/render.server";',
    ),
    refused("app/models/votes.server.ts", 'import { voteOnArticle } from "~/services/votes.server";'),
    refused("app/models/votes.server.ts", 'export { voteOnArticle } from "../services/votes.server";'),
    refused("app/models/search.server.ts", 'const client = () => import("~/lib/browser/search-client");'),
    refused("app/models/votes.server.ts", 'import { VoteWidget } from "~/components/article/vote-widget";'),
    refused("app/db/client.server.ts", 'import { api } from "../../worker/api";'),
    // Only a type, only the API's, only for the browser's client: anything more would ship or couple the Worker.
    refused("app/lib/browser/api.ts", 'import { api } from "../../../worker/api";'),
    refused("app/lib/browser/api.ts", 'import { type AppType } from "../../../worker/api";'),
    refused("app/lib/browser/api.ts", 'import type { ApiEnv } from "../../../worker/api/env";'),
    refused("app/lib/utils/format.ts", 'import type { AppType } from "../../../worker/api";'),
    refused("app/services/votes.server.ts", 'import { useVote } from "~/hooks/use-vote";'),
    // The deliveries' queries as they stood in the service before they moved to a model.
    refused(
      "app/services/newsletter/deliveries.server.ts",
      'import { editionDeliveries } from "~/db/schema";',
    ),
    refused("app/services/votes.server.ts", 'import { postVote } from "~/lib/browser/vote-api";'),
    refused(
      "app/emails/edition-email.tsx",
      'import { listEditions } from "~/models/newsletter/editions.server";',
    ),
    refused(
      "app/lib/server/form-action.server.ts",
      'import { signUp } from "~/services/newsletter/signup.server";',
    ),
    refused("app/lib/utils/format.ts", 'import { Button } from "~/components/ui/button";'),
    refused(
      "app/components/newsletter/subscribe.ts",
      'import { signUp } from "~/services/newsletter/signup.server";',
    ),
    refused(
      "app/components/search/header-search.tsx",
      'import type { SearchDeps } from "~/services/search.server";',
    ),
    refused("app/hooks/use-vote.ts", 'import { castVote } from "~/models/votes.server";'),
    refused("app/hooks/use-vote.ts", 'import { loader } from "~/routes/article";'),
  ],
});
