import { Link } from "react-router";
import type { Route } from "./+types/newsletter";
import { FormNotice } from "~/components/forms/field";
import { PageIntro } from "~/components/layout/page-intro";
import { EditionPreview } from "~/components/newsletter/edition-preview";
import { brand, newsletterName } from "~/lib/config/site";
import { loadEditionPreview } from "~/services/newsletter/preview.server";
import type { RouteHandle } from "~/root";
import { NewsletterForm } from "~/components/newsletter/newsletter-form";
import { appContext } from "~/context";
import { typedValue } from "~/lib/forms/form-action-data";
import { formAction, type FormDone, type FormRefusal } from "~/lib/server/form-action.server";
import { sameOriginPath } from "~/lib/utils/return-path";
import { loaderHeadersWithRetryAfter } from "~/lib/server/rate-limit-reply.server";
import { newsletterCapText } from "~/lib/copy/newsletter-cap-text";
import { newsletterText } from "~/lib/copy/newsletter-text";
import { newsletterSchema } from "~/lib/schemas/newsletter";
import { staticPageMeta } from "~/lib/seo/seo";
import { signUp } from "~/services/newsletter/signup.server";

// The page is the newsletter's sign-up: the footer's form would ask a second time right under it.
export const handle: RouteHandle = { header: "back", hideFooterNewsletter: true };

export const meta = staticPageMeta({
  title: newsletterName,
  description: `${newsletterName}: tomorrow’s headlines in your inbox every Friday. A free weekly newsletter of satire from the future.`,
  path: "/newsletter",
});

/** Where "Keep reading" leads: the page the reader subscribed from, when it is one of ours. */
function returnPath(request: Request) {
  const path = sameOriginPath(request.headers.get("referer"), request.url);
  return path && path.split("?")[0] !== "/newsletter" ? path : "/";
}

export const headers = (args: Route.HeadersArgs) => loaderHeadersWithRetryAfter(args);

export async function loader({ context }: Route.LoaderArgs) {
  return loadEditionPreview(context.get(appContext).db);
}

// The footer form's no-JavaScript path; with JavaScript the form calls POST /api/newsletter/subscribe.
export async function action({ request, context }: Route.ActionArgs) {
  const { env, ctx, db } = context.get(appContext);
  return formAction(
    { request, context },
    {
      schema: newsletterSchema,
      rateLimit: "newsletter",
      write: async ({ email }): Promise<FormDone<{ back: string }> | FormRefusal> => {
        const outcome = await signUp(env, db, ctx, email, request);
        // Today's confirmation emails are spent: said plainly, the same for every address (decision 153).
        if (outcome === "day spent") return { refused: newsletterCapText.daySpent, status: 503 };
        if (outcome === "network spent") return { refused: newsletterCapText.networkSpent, status: 429 };
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

export default function Newsletter({ loaderData, actionData }: Route.ComponentProps) {
  const notice = noticeOf(actionData);
  const { reporters } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24">
      <PageIntro kicker="Newsletter" title={newsletterName}>
        Tomorrow’s headlines, in your inbox today: every story {brand} publishes in a week, sent on Friday
        morning. Free, and free of anything that has already happened.
      </PageIntro>
      <div className="mt-10 space-y-6">
        {notice && (
          <FormNotice tone={actionData?.ok ? "success" : "error"} title={notice.title}>
            {notice.description}
          </FormNotice>
        )}
        {actionData?.ok ? (
          <div className="space-y-4 font-sans text-sm">
            <p>
              <Link to={actionData.done.back} className="font-semibold text-accent hover:underline">
                Keep reading
              </Link>
            </p>
            {/* The form carries this link under its field; once it has gone, the page does. */}
            <p>
              <Link to="/newsletter/editions" className="font-semibold text-accent hover:underline">
                Read past editions
              </Link>
            </p>
          </div>
        ) : (
          <NewsletterForm idSuffix="page" lastResult={actionData?.result} />
        )}
        <p className="font-sans text-sm text-muted">
          We email you a link first: nothing is sent until you confirm. Every edition has a one-click
          unsubscribe.
        </p>
      </div>
      <dl className="mt-14 grid gap-8 border-t border-rule pt-10 font-sans text-sm sm:grid-cols-3">
        <div>
          <dt className="kicker mb-2">What arrives</dt>
          <dd className="leading-relaxed text-muted">
            Every story of the week: headline, picture, two lines and the link. No ads, nothing else.
          </dd>
        </div>
        <div>
          <dt className="kicker mb-2">When</dt>
          <dd className="leading-relaxed text-muted">
            Friday mornings, 08:00 UTC. A week without new stories sends nothing.
          </dd>
        </div>
        <div>
          <dt className="kicker mb-2">Who writes it</dt>
          <dd className="leading-relaxed text-muted">
            {brand}’s reporters:{" "}
            {reporters.map((reporter, index) => (
              <span key={reporter.slug}>
                {index > 0 && (index === reporters.length - 1 ? " and " : ", ")}
                <Link to={`/author/${reporter.slug}`} className="text-ink hover:text-accent">
                  {reporter.name}
                </Link>
              </span>
            ))}
            .
          </dd>
        </div>
      </dl>
      <EditionPreview preview={loaderData} />
    </div>
  );
}
