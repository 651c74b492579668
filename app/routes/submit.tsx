import type { Route } from "./+types/submit";
import { FormNotice } from "~/components/forms/field";
import { PageIntro } from "~/components/layout/page-intro";
import { TransmissionProtocol } from "~/components/submit/protocol";
import { SubmissionForm } from "~/components/submit/submission-form";
import { appContext } from "~/context";
import { formAction } from "~/lib/server/form-action.server";
import { loaderHeadersWithRetryAfter } from "~/lib/server/rate-limit-reply.server";
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
  return formAction(
    { request, context },
    {
      schema: submissionSchema,
      rateLimit: "submission",
      write: async (report) => {
        await createSubmission(context.get(appContext).db, report);
        return { done: null };
      },
    },
  );
}

export default function Submit({ actionData }: Route.ComponentProps) {
  // Field messages stand beside their fields; the notice is for what no field can say.
  const formError =
    actionData && !actionData.ok && actionData.reason !== "invalid" ? actionData.message : null;
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
          {actionData?.ok && (
            <FormNotice tone="success" title={submissionText.successTitle}>
              {submissionText.successDescription}
            </FormNotice>
          )}
          {formError && (
            <FormNotice tone="error" title={submissionText.failedTitle}>
              {formError}
            </FormNotice>
          )}
          <SubmissionForm lastResult={actionData?.result} />
        </div>
        <TransmissionProtocol />
      </div>
    </div>
  );
}
