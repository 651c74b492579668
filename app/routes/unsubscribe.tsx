import { parseWithZod } from "@conform-to/zod/v4";
import { data, Link } from "react-router";
import type { Route } from "./+types/unsubscribe";
import { TokenButtonScreen } from "~/components/forms/token-button-screen";
import { appContext } from "~/context";
import { readFormBody } from "~/lib/server/request-body.server";
import {
  actionRateLimit,
  loaderHeadersWithRetryAfter,
  rateLimitedData,
} from "~/lib/server/rate-limit-reply.server";
import { firstValue, unsubscribeSchema } from "~/lib/schemas/unsubscribe";
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

export const headers = (args: Route.HeadersArgs) => loaderHeadersWithRetryAfter(args);

export async function action({ request, context }: Route.ActionArgs) {
  const body = await readFormBody(request);
  const submission = body.ok ? parseWithZod(body.value, { schema: unsubscribeSchema }) : null;
  const result = submission?.reply() ?? null;
  const limit = await actionRateLimit(context, request, "unsubscribe");
  // Still the confirm screen with the token as posted, so the reader only has to press the button again.
  if (limit.limited) {
    const token = submission ? String(firstValue(submission.payload.token) ?? "") : null;
    const error = { title: "Please wait a moment", message: limit.message };
    return rateLimitedData({ screen: "confirm" as Screen, token, error, result }, limit);
  }
  if (!body.ok) {
    const error = { title: "That request could not be read", message: body.message };
    return data({ screen: "malformed" as Screen, token: null, error, result }, { status: body.status });
  }
  if (submission?.status !== "success") {
    return data({ screen: "malformed" as Screen, token: null, error: null, result }, { status: 400 });
  }
  const outcome = await unsubscribe(context.get(appContext).db, submission.value.token);
  const screen: Screen = outcome === "unsubscribed" ? "done" : outcome;
  return data({ screen, token: null, error: null, result }, { status: statusOf[screen] });
}

const copy: Record<Screen, { title: string; text: string }> = {
  confirm: {
    title: "Unsubscribe from the newsletter?",
    text: "You will stop receiving tomorrow's headlines by email. You can subscribe again at any time.",
  },
  done: {
    title: "You've been unsubscribed",
    text: "We won’t email you again. The future will carry on regardless, and you can still read it here.",
  },
  already: {
    title: "You're already unsubscribed",
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
  const { screen, token, error } = actionData ?? loaderData;
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
