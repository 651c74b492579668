// The real Worker with its real bindings, except that the Email Service binding is wrapped so a test
// can read what was sent (every message still goes through wrangler's local send_email simulation),
// and the queue producer is wrapped so a test can deliver the messages to the consumer itself.
import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  getQueueResult,
  waitOnExecutionContext,
} from "cloudflare:test";
import { env } from "cloudflare:workers";
import { RouterContextProvider } from "react-router";
import { appContext } from "~/context";
import type { FormActionData } from "~/lib/forms/form-action-data";
import { tokenScreenOf } from "~/lib/forms/token-screen";
import { createDb } from "~/db/client.server";
import { action as confirmAction, loader as confirmLoader } from "~/routes/newsletter-confirm";
import worker from "./worker";
import { freshClientAddress } from "./api-client";

export type SentEmail = {
  to: string;
  from: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
};

type Builder = Parameters<SendEmail["send"]>[0] &
  Partial<Omit<SentEmail, "to" | "from">> & {
    to: string;
    from: { email: string } | string;
  };

/**
 * An outbox over the real binding. `failures` makes sends to an address throw that many times
 * (Infinity: always), as Email Service does when it refuses a message.
 */
export function outbox(failures: Record<string, number> = {}) {
  const sent: SentEmail[] = [];
  const attempts: string[] = [];
  const binding = {
    async send(message: Builder) {
      attempts.push(message.to);
      if ((failures[message.to] ?? 0) > 0) {
        failures[message.to]! -= 1;
        throw new Error(`Email Service refused the message to ${message.to}`);
      }
      const result = await env.EMAIL.send(message as never);
      sent.push({
        to: message.to,
        from: typeof message.from === "string" ? message.from : message.from.email,
        subject: message.subject!,
        html: message.html ?? "",
        text: message.text ?? "",
        headers: message.headers ?? {},
      });
      return result;
    },
  } as unknown as SendEmail;
  return { binding, sent, attempts };
}

/** Every message the Worker put on a queue, kept for the test to deliver. */
export function queueRecorder() {
  const messages: unknown[] = [];
  const binding = {
    async send(body: unknown) {
      messages.push(body);
    },
    async sendBatch(batch: Iterable<{ body: unknown }>) {
      for (const message of batch) messages.push(message.body);
    },
  } as unknown as Queue;
  return { binding, messages };
}

/** One request through the Worker, waiting for the work it left running after the answer. */
export async function fetchWith(bindings: Partial<Env>, path: string, init?: RequestInit) {
  const ctx = createExecutionContext();
  const request = new Request(`https://dispatch.test${path}`, init);
  if (!request.headers.has("cf-connecting-ip")) request.headers.set("cf-connecting-ip", freshClientAddress());
  const response = await worker.fetch(request, { ...env, ...bindings }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

export const signUpWith = (bindings: Partial<Env>, email: string, headers: Record<string, string> = {}) =>
  fetchWith(bindings, "/api/newsletter/subscribe", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ email }),
  });

/** The Cron Trigger, at the given time, through the Worker's `scheduled` handler. */
export async function runCron(bindings: Partial<Env>, cron: string, scheduledTime: Date) {
  const ctx = createExecutionContext();
  const controller = createScheduledController({ cron, scheduledTime });
  await worker.scheduled(controller, { ...env, ...bindings });
  await waitOnExecutionContext(ctx);
}

/** The token in a confirmation email's link. */
export function confirmToken(email: SentEmail) {
  const match = email.text.match(/\/newsletter\/confirm\?token=([A-Za-z0-9_-]{43})/);
  if (!match) throw new Error(`No confirmation link in:\n${email.text}`);
  return match[1]!;
}

type RouteAnswer = { data: { screen: string } | FormActionData<string>; init: ResponseInit | null };

/** The context React Router gives a route, over the real bindings. */
function routeContext(bindings: Partial<Env> = {}) {
  const context = new RouterContextProvider();
  context.set(appContext, {
    env: { ...env, ...bindings } as Env,
    ctx: { waitUntil: () => {}, passThroughOnException: () => {} },
    db: createDb(env.DB),
    nonce: "test",
  });
  return context;
}

const screenOf = (answer: unknown) => {
  const { data, init } = answer as RouteAnswer;
  // The loader answers a screen; the button's action, the one form answer the page turns into one.
  const screen = "screen" in data ? data.screen : tokenScreenOf(data, "malformed").screen;
  return { screen, status: init?.status ?? 200 };
};

/** Opening the confirmation link: the page's loader, as a person's browser or a mail scanner does. */
export const openConfirmLink = async (token: string) =>
  screenOf(
    await confirmLoader({
      request: new Request(`https://dispatch.test/newsletter/confirm?token=${encodeURIComponent(token)}`),
      context: routeContext(),
      params: {},
    } as never),
  );

/** Pressing the confirmation page's button: its form posts the token to the action. */
export const pressConfirm = async (token: string) =>
  screenOf(
    await confirmAction({
      request: new Request("https://dispatch.test/newsletter/confirm", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ token }).toString(),
      }),
      context: routeContext(),
      params: {},
    } as never),
  );

/** The queue's retry limit: wrangler.toml's `max_retries` for edition-sends. */
export const maxRetries = 5;

/**
 * Delivers queued messages to the Worker's `queue` handler as Cloudflare Queues would: a retried
 * message comes back with one more attempt, and after `maxRetries` retries it goes to the
 * dead-letter queue's consumer instead. Returns the bodies that were dead-lettered.
 */
export async function drainQueue(bindings: Partial<Env>, bodies: unknown[]) {
  let pending = bodies.map((body, index) => ({ id: `m${index}`, body, attempts: 1 }));
  const deadLettered: unknown[] = [];
  while (pending.length) {
    const ctx = createExecutionContext();
    const batch = createMessageBatch(
      "edition-sends",
      pending.map((message) => ({ ...message, timestamp: Date.now() })),
    );
    await worker.queue(batch, { ...env, ...bindings });
    const result = await getQueueResult(batch, ctx);
    const retried = new Set(result.retryMessages.map((message) => message.msgId));
    const next = pending
      .filter((message) => retried.has(message.id))
      .map((message) => ({ ...message, attempts: message.attempts + 1 }));
    const dead = next.filter((message) => message.attempts > maxRetries + 1);
    if (dead.length) {
      deadLettered.push(...dead.map((message) => message.body));
      const dlqCtx = createExecutionContext();
      const dlqBatch = createMessageBatch(
        "edition-sends-dlq",
        dead.map((message) => ({ ...message, attempts: 1, timestamp: Date.now() })),
      );
      await worker.queue(dlqBatch, { ...env, ...bindings });
      await getQueueResult(dlqBatch, dlqCtx);
    }
    pending = next.filter((message) => message.attempts <= maxRetries + 1);
  }
  return deadLettered;
}
