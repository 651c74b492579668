import { env } from "cloudflare:workers";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { appContext } from "~/context";
import { createDb } from "~/db/client.server";
import { rateLimitMessage, type WriteEndpoint } from "~/lib/server/rate-limit.server";
import { bodyMessages } from "~/lib/server/request-body.server";
import * as article from "~/routes/article";
import * as contact from "~/routes/contact";
import * as feedback from "~/routes/feedback";
import * as newsletterConfirm from "~/routes/newsletter-confirm";
import * as newsletter from "~/routes/newsletter";
import * as submit from "~/routes/submit";
import * as unsubscribe from "~/routes/unsubscribe";

type Action = (args: never) => Promise<unknown>;
type Answer = { data: unknown; init: ResponseInit | null };

/** Every page action, the rate limit it counts against (null: none) and a body its schema refuses. */
const actions: {
  name: string;
  action: Action;
  path: string;
  params?: object;
  limit: WriteEndpoint | null;
}[] = [
  {
    name: "article vote",
    action: article.action,
    path: "/articles/zero-waste-2055",
    params: { slug: "zero-waste-2055" },
    limit: "vote",
  },
  { name: "contact", action: contact.action, path: "/contact", limit: null },
  { name: "feedback", action: feedback.action, path: "/feedback", limit: null },
  {
    name: "newsletter confirmation",
    action: newsletterConfirm.action,
    path: "/newsletter/confirm",
    limit: null,
  },
  { name: "newsletter", action: newsletter.action, path: "/newsletter", limit: "newsletter" },
  { name: "submit", action: submit.action, path: "/submit", limit: "submission" },
  { name: "unsubscribe", action: unsubscribe.action, path: "/unsubscribe", limit: "unsubscribe" },
];

/**
 * Calls an action as React Router would, with a limiter that says yes or no and a body that notes
 * when it is first read, so the test sees in which order the pipeline asks.
 */
async function post(
  { action, path, params = {} }: (typeof actions)[number],
  body: string,
  { limited = false, type = "application/x-www-form-urlencoded" } = {},
) {
  const steps: string[] = [];
  const limiter = {
    limit: async () => {
      steps.push("rate limit");
      return { success: !limited };
    },
  };
  const context = new RouterContextProvider();
  context.set(appContext, {
    env: { ...env, FORM_RATE_LIMIT: limiter, VOTE_RATE_LIMIT: limiter } as unknown as Env,
    ctx: { waitUntil: () => {}, passThroughOnException: () => {} },
    db: createDb(env.DB),
    nonce: "test",
  });
  const bytes = new TextEncoder().encode(body);
  // No queue: the stream is pulled only when the action first reads the body.
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (!steps.includes("body")) steps.push("body");
        controller.enqueue(bytes);
        controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "content-type": type, "cf-connecting-ip": "198.51.100.7" },
    body: stream,
  });
  const answer = (await action({ request, context, params } as never)) as Answer;
  return {
    data: answer.data,
    status: answer.init?.status ?? 200,
    headers: new Headers(answer.init?.headers),
    steps,
  };
}

describe("Every page action, through the one pipeline", () => {
  it.each(actions.filter(({ limit }) => limit))(
    "$name counts the attempt before it reads the body, and past the limit answers 429 in the one shape",
    async (route) => {
      const answer = await post(route, "field=kept", { limited: true });
      expect(answer.steps).toEqual(["rate limit", "body"]);
      expect(answer.status).toBe(429);
      expect(answer.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(answer.data).toEqual({
        ok: false,
        reason: "limited",
        message: rateLimitMessage(route.limit!),
        // What was sent comes back, so the form is filled in again.
        result: expect.objectContaining({ initialValue: { field: "kept" } }),
      });
    },
  );

  it.each(actions.filter(({ limit }) => !limit))(
    "$name has no rate limit and reads the body",
    async (route) => {
      const answer = await post(route, "field=x");
      expect(answer.steps).toEqual(["body"]);
    },
  );

  it.each(actions)(
    "$name answers a body the guard refuses with its status, in the one shape",
    async (route) => {
      const answer = await post(route, "field=x", { type: "text/plain" });
      expect(answer.status).toBe(415);
      expect(answer.data).toEqual({
        ok: false,
        reason: "unreadable",
        message: bodyMessages.form[415],
        result: null,
      });
    },
  );

  it.each(actions)(
    "$name answers a form its schema refuses with 400, Conform's reply and one message",
    async (route) => {
      const answer = await post(route, "unexpected=1");
      expect(answer.status).toBe(400);
      expect(answer.data).toEqual({
        ok: false,
        reason: "invalid",
        message: expect.any(String),
        result: expect.objectContaining({ status: "error", initialValue: { unexpected: "1" } }),
      });
    },
  );
});
