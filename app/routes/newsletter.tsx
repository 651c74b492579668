import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link } from "react-router";
import type { Route } from "./+types/newsletter";
import { FormNotice } from "~/components/forms/field";
import { PageIntro } from "~/components/layout/page-intro";
import { NewsletterForm } from "~/components/newsletter/newsletter-form";
import { appContext } from "~/context";
import { readFormBody } from "~/lib/server/request-body.server";
import { sameOriginPath } from "~/lib/utils/return-path";
import {
  actionRateLimit,
  loaderHeadersWithRetryAfter,
  rateLimitedData,
} from "~/lib/server/rate-limit-reply.server";
import { newsletterText } from "~/lib/copy/newsletter-text";
import { newsletterSchema } from "~/lib/schemas/newsletter";
import { staticPageMeta } from "~/lib/seo/seo";
import { signUp } from "~/models/newsletter/signup.server";

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
  const back = returnPath(request);
  const body = await readFormBody(request);
  const submission = body.ok ? parseWithZod(body.value, { schema: newsletterSchema }) : null;
  // The reply carries what was typed, so the form comes back filled in.
  const result = submission?.reply() ?? null;
  // Counted whatever the body holds, as on the API: a script sending garbage is limited too.
  const limit = await actionRateLimit(context, request, "newsletter");
  if (limit.limited) {
    const title = newsletterText.failureTitle;
    return rateLimitedData({ ok: false as const, title, description: limit.message, back, result }, limit);
  }
  if (!body.ok) {
    return data(
      { ok: false as const, title: newsletterText.failureTitle, description: body.message, back, result },
      { status: body.status },
    );
  }
  if (submission?.status !== "success") {
    // A blank address has its own notice; any other failure says what was wrong with it.
    const typed = submission?.payload.email;
    const empty = typeof typed !== "string" || typed.trim() === "";
    return data(
      {
        ok: false as const,
        title: empty ? newsletterText.requiredTitle : newsletterText.failureTitle,
        description: empty ? newsletterText.requiredDescription : submission!.error!.email![0]!,
        back,
        result,
      },
      { status: 400 },
    );
  }
  const { env, ctx, db } = context.get(appContext);
  await signUp(env, db, ctx, submission.value.email);
  return {
    ok: true as const,
    title: newsletterText.successTitle,
    description: newsletterText.successDescription,
    back,
    result: null,
  };
}

export default function Newsletter({ actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6 sm:py-24">
      <PageIntro kicker="The newsletter" title="Stay Updated">
        Tomorrow’s headlines, in your inbox today. Every Friday, and free of anything that has already
        happened. We email you a link first: nothing is sent until you confirm.
      </PageIntro>
      <div className="mt-10 space-y-8">
        {actionData && (
          <FormNotice tone={actionData.ok ? "success" : "error"} title={actionData.title}>
            {actionData.description}
          </FormNotice>
        )}
        {actionData?.ok ? (
          <div className="space-y-6">
            <p className="font-sans text-sm text-muted" data-testid="newsletter-check-inbox">
              Check your inbox to confirm.
            </p>
            <Link
              to={actionData.back}
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
