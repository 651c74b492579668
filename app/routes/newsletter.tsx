import { Link } from "react-router";
import type { Route } from "./+types/newsletter";
import { FormNotice } from "~/components/forms/field";
import { PageIntro } from "~/components/layout/page-intro";
import { NewsletterForm } from "~/components/newsletter/newsletter-form";
import { appContext } from "~/context";
import { typedValue } from "~/lib/forms/form-action-data";
import { formAction } from "~/lib/server/form-action.server";
import { sameOriginPath } from "~/lib/utils/return-path";
import { loaderHeadersWithRetryAfter } from "~/lib/server/rate-limit-reply.server";
import { newsletterText } from "~/lib/copy/newsletter-text";
import { newsletterSchema } from "~/lib/schemas/newsletter";
import { staticPageMeta } from "~/lib/seo/seo";
import { signUp } from "~/services/newsletter/signup.server";

export const handle = { header: "back" };

export const meta = staticPageMeta({
  title: "Newsletter",
  description:
    "Tomorrow's headlines in your inbox today: a weekly, free newsletter of satire from the future.",
  path: "/newsletter",
});

/** Where "Keep reading" leads: the page the reader subscribed from, when it is one of ours. */
function returnPath(request: Request) {
  const path = sameOriginPath(request.headers.get("referer"), request.url);
  return path && path.split("?")[0] !== "/newsletter" ? path : "/";
}

export const headers = (args: Route.HeadersArgs) => loaderHeadersWithRetryAfter(args);

// The footer form's no-JavaScript path; with JavaScript the form calls POST /api/newsletter/subscribe.
export async function action({ request, context }: Route.ActionArgs) {
  const { env, ctx, db } = context.get(appContext);
  return formAction(
    { request, context },
    {
      schema: newsletterSchema,
      rateLimit: "newsletter",
      write: async ({ email }) => {
        await signUp(env, db, ctx, email);
        return { done: { back: returnPath(request) } };
      },
    },
  );
}

/** What the page says above the form: the spec's notices, a blank address having its own. */
function noticeOf(answer: Route.ComponentProps["actionData"]) {
  if (!answer) return null;
  if (answer.ok)
    return { title: newsletterText.successTitle, description: newsletterText.successDescription };
  const typed = typedValue(answer.result, "email");
  if (answer.reason === "invalid" && (typed === undefined || typed.trim() === "")) {
    return { title: newsletterText.requiredTitle, description: newsletterText.requiredDescription };
  }
  return { title: newsletterText.failureTitle, description: answer.message ?? "" };
}

export default function Newsletter({ actionData }: Route.ComponentProps) {
  const notice = noticeOf(actionData);
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6 sm:py-24">
      <PageIntro kicker="The newsletter" title="Stay Updated">
        Tomorrow’s headlines, in your inbox today. Every Friday, and free of anything that has already
        happened. We email you a link first: nothing is sent until you confirm.
      </PageIntro>
      <div className="mt-10 space-y-8">
        {notice && (
          <FormNotice tone={actionData?.ok ? "success" : "error"} title={notice.title}>
            {notice.description}
          </FormNotice>
        )}
        {actionData?.ok ? (
          <div className="space-y-6">
            <Link
              to={actionData.done.back}
              className="inline-flex font-sans text-sm font-semibold text-accent hover:underline"
            >
              Keep reading
            </Link>
            {/* The form carries this link under its field; once it has gone, the page does. */}
            <p className="font-sans text-sm">
              <Link to="/newsletter/editions" className="font-semibold text-accent hover:underline">
                Read past editions
              </Link>
            </p>
          </div>
        ) : (
          <NewsletterForm idSuffix="page" lastResult={actionData?.result} />
        )}
      </div>
    </div>
  );
}
