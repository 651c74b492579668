import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { Route } from "./+types/submit";
import { FormNotice } from "~/components/forms/field";
import { PageIntro } from "~/components/layout/page-intro";
import { TransmissionProtocol } from "~/components/submit/protocol";
import { SubmissionForm } from "~/components/submit/submission-form";
import { appContext } from "~/context";
import { readFormBody } from "~/lib/server/request-body.server";
import {
  actionRateLimit,
  loaderHeadersWithRetryAfter,
  rateLimitedData,
} from "~/lib/server/rate-limit-reply.server";
import { submissionSchema } from "~/lib/schemas/submission";
import { submissionText } from "~/lib/copy/submission-text";
import { staticPageMeta } from "~/lib/seo/seo";
import { createSubmission } from "~/models/submissions.server";
import { italicFontPreload } from "~/lib/config/fonts";

// This page sets italic text (taglines, pull quotes), so its face is preloaded with the others.
export const links: Route.LinksFunction = () => italicFontPreload;

export const handle = { header: "back" };

export const meta = staticPageMeta({
  title: "Submit Your Future Report",
  description: "Seen something that hasn’t happened yet? Send your future report to our newsroom.",
  path: "/submit",
});

export const headers = (args: Route.HeadersArgs) => loaderHeadersWithRetryAfter(args);

// The form's no-JavaScript path; with JavaScript it calls POST /api/submissions/submit.
export async function action({ request, context }: Route.ActionArgs) {
  const body = await readFormBody(request);
  const submission = body.ok ? parseWithZod(body.value, { schema: submissionSchema }) : null;
  // Counted whatever the body holds, as on the API: a script sending garbage is limited too.
  const limit = await actionRateLimit(context, request, "submission");
  if (limit.limited) {
    // The reply carries the submitted values, so the form comes back filled in.
    const result = submission?.reply() ?? null;
    return rateLimitedData({ result, sent: false, formError: limit.message }, limit);
  }
  if (!body.ok) return data({ result: null, sent: false, formError: body.message }, { status: body.status });
  if (submission?.status !== "success") {
    return data({ result: submission?.reply() ?? null, sent: false, formError: null }, { status: 400 });
  }
  await createSubmission(context.get(appContext).db, submission.value);
  return { result: submission.reply({ resetForm: true }), sent: true, formError: null };
}

export default function Submit({ actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <PageIntro kicker="Submission portal" title="Submit Your Future Report">
        <p>
          Witnessed a glimpse of tomorrow? A leaked memo from 2061, a toaster behaving suspiciously, a dream
          that read like a press release? Transmit it to our newsroom and our temporal analysts will take it
          from there.
        </p>
      </PageIntro>
      <div className="mt-12 grid gap-16 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-20">
        <div className="space-y-8">
          {actionData?.sent && (
            <FormNotice tone="success" title={submissionText.successTitle}>
              {submissionText.successDescription}
            </FormNotice>
          )}
          {actionData?.formError && (
            <FormNotice tone="error" title={submissionText.failedTitle}>
              {actionData.formError}
            </FormNotice>
          )}
          <SubmissionForm lastResult={actionData?.result} />
        </div>
        <TransmissionProtocol />
      </div>
    </div>
  );
}
