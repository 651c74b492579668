import { data, Link } from "react-router";
import type { Route } from "./+types/unsubscribe";
import { TokenButtonScreen } from "~/components/forms/token-button-screen";
import { appContext } from "~/context";
import { formAction } from "~/lib/server/form-action.server";
import { tokenPageHeaders } from "~/lib/server/rate-limit-reply.server";
import { keepTokenScreenAfterPost, tokenScreenOf, type TokenScreen } from "~/lib/forms/token-screen";
import { unsubscribeSchema } from "~/lib/schemas/unsubscribe";
import { staticPageMeta } from "~/lib/seo/seo";
import { lookUpUnsubscribeToken, unsubscribe } from "~/models/subscribers.server";

export const handle = { header: "back" };

export const meta = staticPageMeta({
  title: "Unsubscribe",
  description: "Stop receiving the newsletter by email.",
  path: "/unsubscribe",
  noindex: true,
});

type Screen = "confirm" | "done" | "already" | "malformed" | "unknown";

const statusOf: Record<Screen, number> = {
  confirm: 200,
  done: 200,
  already: 200,
  malformed: 400,
  unknown: 404,
};

// GET only shows a button: mail scanners and link prefetchers open links, and must not unsubscribe anyone.
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const lookup = await lookUpUnsubscribeToken(context.get(appContext).db, token);
  const screen: Screen = lookup === "active" ? "confirm" : lookup === "unsubscribed" ? "already" : lookup;
  return data(
    { screen, token: screen === "confirm" ? token : null, error: null },
    { status: statusOf[screen] },
  );
}

export const headers = (args: Route.HeadersArgs) => tokenPageHeaders(args);

export const shouldRevalidate = keepTokenScreenAfterPost;

export async function action({ request, context }: Route.ActionArgs) {
  const { db } = context.get(appContext);
  return formAction(
    { request, context },
    {
      schema: unsubscribeSchema,
      rateLimit: "unsubscribe",
      write: async ({ token }) => {
        const outcome = await unsubscribe(db, token);
        const screen: Screen = outcome === "unsubscribed" ? "done" : outcome;
        return { done: screen, status: statusOf[screen] };
      },
    },
  );
}

const copy: Record<Screen, { title: string; text: string }> = {
  confirm: {
    title: "Unsubscribe from the newsletter?",
    text: "You will stop receiving tomorrow’s headlines by email. You can subscribe again at any time.",
  },
  done: {
    title: "You’ve been unsubscribed",
    text: "We won’t email you again. The future will carry on regardless, and you can still read it here.",
  },
  already: {
    title: "You’re already unsubscribed",
    text: "This address is no longer on our list, so there is nothing more to do.",
  },
  malformed: {
    title: "This unsubscribe link is incomplete",
    text: "The link seems to have been cut short. Please open the full link from the bottom of one of our emails.",
  },
  unknown: {
    title: "We couldn’t find that subscription",
    text: "This link doesn’t match anyone on our list. It may be mistyped, or from an address that was removed.",
  },
};

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { screen, token, error }: TokenScreen<Screen> = actionData
    ? tokenScreenOf(actionData, "malformed")
    : loaderData;
  return (
    <TokenButtonScreen
      {...copy[screen]}
      error={error}
      token={screen === "confirm" ? token : null}
      label="Yes, unsubscribe me"
      busyLabel="Unsubscribing..."
      otherwise={
        <Link to="/" className="font-sans text-sm font-semibold text-accent hover:underline">
          Return to the front page
        </Link>
      }
    />
  );
}
