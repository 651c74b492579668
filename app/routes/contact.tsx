import type { Route } from "./+types/contact";
import { ContactForm } from "~/components/contact/contact-form";
import { OtherWaysToReachUs } from "~/components/contact/other-ways";
import { PageIntro } from "~/components/layout/page-intro";
import { appContext } from "~/context";
import { formAction } from "~/lib/server/form-action.server";
import { contactMailto } from "~/lib/browser/mailto";
import { contactSchema } from "~/lib/schemas/contact";
import { staticPageMeta } from "~/lib/seo/seo";

export const handle = { header: "back" };

export const meta = staticPageMeta({
  title: "Contact Us",
  description: "Send the editors a tip, a story idea or a note from the future.",
  path: "/contact",
});

export function loader({ context }: Route.LoaderArgs) {
  return { editorialEmail: context.get(appContext).env.EDITORIAL_EMAIL };
}

export async function action({ request, context }: Route.ActionArgs) {
  const editorialEmail = context.get(appContext).env.EDITORIAL_EMAIL;
  // Nothing is stored or sent: a valid form is answered with the mail link the browser would build.
  return formAction(
    { request, context },
    {
      schema: contactSchema,
      rateLimit: null,
      write: async (value) => ({ done: { mailto: contactMailto(editorialEmail, value) } }),
    },
  );
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <PageIntro kicker="Write to the newsroom" title="Contact Us">
        <p>
          A weird news tip, a story we should chase, or a correction from further down the timeline: the
          editors read everything.
        </p>
      </PageIntro>
      <div className="mt-12 grid gap-16 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="contact-form-heading" className="space-y-6">
          <h2 id="contact-form-heading" className="font-serif text-2xl font-semibold tracking-tight">
            Send us a message
          </h2>
          <ContactForm editorialEmail={loaderData.editorialEmail} actionData={actionData} />
        </section>
        <OtherWaysToReachUs editorialEmail={loaderData.editorialEmail} />
      </div>
    </div>
  );
}
