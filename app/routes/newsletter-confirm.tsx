import { data, Link } from "react-router";
import type { Route } from "./+types/newsletter-confirm";
import { TokenButtonScreen } from "~/components/forms/token-button-screen";
import { appContext } from "~/context";
import { keepTokenScreenAfterPost, tokenScreenOf, type TokenScreen } from "~/lib/forms/token-screen";
import { formAction } from "~/lib/server/form-action.server";
import { tokenPageHeaders } from "~/lib/server/rate-limit-reply.server";
import { confirmSchema } from "~/lib/schemas/unsubscribe";
import { staticPageMeta } from "~/lib/seo/seo";
import { confirmSubscription, lookUpConfirmToken } from "~/models/subscribers.server";

export const handle = { header: "back" };

export const meta = staticPageMeta({
  title: "Confirm your subscription",
  description: "Confirm that you want the newsletter by email.",
  path: "/newsletter/confirm",
  noindex: true,
});

type Screen = "confirm" | "done" | "invalid" | "malformed";

const statusOf: Record<Screen, number> = { confirm: 200, done: 200, invalid: 404, malformed: 400 };

// GET only shows a button: mail scanners and link prefetchers open links, and must not confirm anyone.
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const lookup = await lookUpConfirmToken(context.get(appContext).db, token);
  const screen: Screen = lookup === "pending" ? "confirm" : lookup;
  return data(
    { screen, token: screen === "confirm" ? token : null, error: null },
    { status: statusOf[screen], headers: { "Cache-Control": "private, no-store" } },
  );
}

// The page carries the token: never stored, whatever the answer (the loader's own header alone is dropped).
export const headers = (args: Route.HeadersArgs) => tokenPageHeaders(args);

export const shouldRevalidate = keepTokenScreenAfterPost;

export async function action({ request, context }: Route.ActionArgs) {
  const { db } = context.get(appContext);
  return formAction(
    { request, context },
    {
      schema: confirmSchema,
      // A token works once, for seven days; this button has never had a budget of its own.
      rateLimit: null,
      write: async ({ token }) => {
        const outcome = await confirmSubscription(db, token);
        const screen: Screen = outcome === "confirmed" ? "done" : outcome;
        return { done: screen, status: statusOf[screen] };
      },
    },
  );
}

const copy: Record<Screen, { title: string; text: string }> = {
  confirm: {
    title: "Confirm your subscription",
    text: "One click and tomorrow’s headlines arrive in your inbox every Friday. Nothing is sent until you press the button.",
  },
  done: {
    title: "You’re subscribed",
    text: "Your address is confirmed. The next edition arrives on Friday morning; every one carries a link to leave.",
  },
  invalid: {
    title: "This confirmation link has expired or been used",
    text: "Links work once, for seven days. Sign up again and we will send a fresh one.",
  },
  malformed: {
    title: "This confirmation link is incomplete",
    text: "The link seems to have been cut short. Please open the full link from the confirmation email.",
  },
};

const linkClass = "font-sans text-sm font-semibold text-accent hover:underline";

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const { screen, token, error }: TokenScreen<Screen> = actionData
    ? tokenScreenOf(actionData, "malformed")
    : loaderData;
  return (
    <TokenButtonScreen
      {...copy[screen]}
      error={error}
      token={screen === "confirm" ? token : null}
      action="/newsletter/confirm"
      label="Yes, send me the newsletter"
      busyLabel="Confirming..."
      otherwise={
        screen === "invalid" ? (
          <Link to="/newsletter" className={linkClass}>
            Sign up again
          </Link>
        ) : (
          <Link to="/newsletter/editions" className={linkClass}>
            Read past editions
          </Link>
        )
      }
    />
  );
}
