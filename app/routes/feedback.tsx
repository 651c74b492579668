import type { Route } from "./+types/feedback";
import { FeedbackForm } from "~/components/feedback/feedback-form";
import { WhyFeedback } from "~/components/feedback/why-feedback";
import { PageIntro } from "~/components/layout/page-intro";
import { appContext } from "~/context";
import { formAction } from "~/lib/server/form-action.server";
import { feedbackMailto } from "~/lib/browser/mailto";
import { feedbackSchema } from "~/lib/schemas/feedback";
import { staticPageMeta } from "~/lib/seo/seo";
import { brand } from "~/lib/config/site";
import { italicFontPreload } from "~/lib/config/fonts";

// This page sets italic text (taglines, pull quotes), so its face is preloaded with the others.
export const links: Route.LinksFunction = () => italicFontPreload;

export const meta = staticPageMeta({
  title: "Feedback",
  description: `Tell us what you think of ${brand}, now or later.`,
  path: "/feedback",
});

export function loader({ context }: Route.LoaderArgs) {
  return { feedbackEmail: context.get(appContext).env.FEEDBACK_EMAIL };
}

export async function action({ request, context }: Route.ActionArgs) {
  const feedbackEmail = context.get(appContext).env.FEEDBACK_EMAIL;
  // Nothing is stored or sent: a valid form is answered with the mail link the browser would build.
  return formAction(
    { request, context },
    {
      schema: feedbackSchema,
      rateLimit: null,
      write: async (value) => ({ done: { mailto: feedbackMailto(feedbackEmail, value) } }),
    },
  );
}

export default function Feedback({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <PageIntro kicker="Letters to the editors" title="Share Your Feedback">
        <p>
          Loved a story, hated a headline, spotted a future we missed? Tell us. Every note reaches the
          newsroom, and the good ones are pinned to the wall of the break room in 2049.
        </p>
      </PageIntro>
      <div className="mt-12 grid gap-16 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="feedback-form-heading" className="space-y-6">
          <h2 id="feedback-form-heading" className="font-serif text-2xl font-semibold tracking-tight">
            Your feedback
          </h2>
          <FeedbackForm feedbackEmail={loaderData.feedbackEmail} actionData={actionData} />
        </section>
        <WhyFeedback />
      </div>
    </div>
  );
}
