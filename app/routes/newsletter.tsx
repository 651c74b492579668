import { data, Link } from "react-router";
import type { Route } from "./+types/newsletter";
import { FormNotice } from "~/components/forms/field";
import { PageIntro } from "~/components/layout/page-intro";
import { NewsletterForm } from "~/components/newsletter/newsletter-form";
import { appContext } from "~/context";
import { readFormBody } from "~/lib/server/request-body.server";
import {
  actionRateLimit,
  loaderHeadersWithRetryAfter,
  rateLimitedData,
} from "~/lib/server/rate-limit-reply.server";
import { newsletterSchema, newsletterText } from "~/lib/schemas/newsletter";
import { staticPageMeta } from "~/lib/seo/seo";
import { subscribe } from "~/models/subscribers.server";

export const handle = { header: "back" };

export const meta = staticPageMeta({
  title: "Newsletter",
  description:
    "Tomorrow's headlines in your inbox today: a weekly, free newsletter of satire from the future.",
  path: "/newsletter",
});

/** Where "Keep reading" leads: the page the reader subscribed from, when it is one of ours. */
function returnPath(request: Request) {
  const referer = request.headers.get("referer");
  if (!referer) return "/";
  try {
    const from = new URL(referer);
    const here = new URL(request.url);
    return from.origin === here.origin && from.pathname !== "/newsletter" ? from.pathname + from.search : "/";
  } catch {
    return "/";
  }
}

export const headers = (args: Route.HeadersArgs) => loaderHeadersWithRetryAfter(args);

// The footer form's no-JavaScript path; with JavaScript the form calls POST /api/newsletter/subscribe.
export async function action({ request, context }: Route.ActionArgs) {
  const back = returnPath(request);
  const body = await readFormBody(request);
  const email = body.ok ? body.value.get("email") : null;
  const typed = typeof email === "string" ? email : "";
  // Counted whatever the body holds, as on the API: a script sending garbage is limited too.
  const limit = await actionRateLimit(context, request, "newsletter");
  if (limit.limited) {
    const title = newsletterText.failureTitle;
    return rateLimitedData(
      { ok: false as const, title, description: limit.message, back, email: typed },
      limit,
    );
  }
  if (!body.ok) {
    return data(
      { ok: false as const, title: newsletterText.failureTitle, description: body.message, back, email: "" },
      { status: body.status },
    );
  }
  const parsed = newsletterSchema.safeParse({ email: email ?? undefined });
  if (!parsed.success) {
    const message = parsed.error.issues[0]!.message;
    const empty = message === newsletterText.requiredTitle;
    return data(
      {
        ok: false as const,
        title: empty ? newsletterText.requiredTitle : newsletterText.failureTitle,
        description: empty ? newsletterText.requiredDescription : message,
        back,
        email: typed,
      },
      { status: 400 },
    );
  }
  await subscribe(context.get(appContext).db, parsed.data.email);
  return {
    ok: true as const,
    title: newsletterText.successTitle,
    description: newsletterText.successDescription,
    back,
  };
}

export default function Newsletter({ actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6 sm:py-24">
      <PageIntro kicker="The newsletter" title="Stay Updated">
        Tomorrow&apos;s headlines, in your inbox today. Weekly, and free of anything that has already
        happened.
      </PageIntro>
      <div className="mt-10 space-y-8">
        {actionData && (
          <FormNotice tone={actionData.ok ? "success" : "error"} title={actionData.title}>
            {actionData.description}
          </FormNotice>
        )}
        {actionData?.ok ? (
          <Link
            to={actionData.back}
            className="inline-flex font-sans text-sm font-semibold text-accent hover:underline"
          >
            Keep reading
          </Link>
        ) : (
          <NewsletterForm
            idSuffix="page"
            defaultEmail={actionData?.ok === false ? actionData.email : undefined}
          />
        )}
      </div>
    </div>
  );
}
