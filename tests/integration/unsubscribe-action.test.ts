import { env } from "cloudflare:workers";
import { RouterContextProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { appContext } from "~/context";
import type { FormActionData } from "~/lib/forms/form-action-data";
import { tokenScreenOf } from "~/lib/forms/token-screen";
import { createDb } from "~/db/client.server";
import { subscribe } from "~/models/subscribers.server";
import { action } from "~/routes/unsubscribe";

type Answer = { data: FormActionData<string>; init: ResponseInit | null };

/** Calls the /unsubscribe action as React Router would, with a limiter that says yes or no. */
async function post(body: BodyInit, { limited = false, type = "application/x-www-form-urlencoded" } = {}) {
  const context = new RouterContextProvider();
  const limiter = { limit: async () => ({ success: !limited }) };
  context.set(appContext, {
    env: { ...env, FORM_RATE_LIMIT: limiter } as unknown as Env,
    ctx: { waitUntil: () => {}, passThroughOnException: () => {} },
    db: createDb(env.DB),
    nonce: "test",
  });
  const request = new Request("http://localhost/unsubscribe", {
    method: "POST",
    headers: { "content-type": type },
    body,
  });
  const answer = (await action({ request, context, params: {} } as never)) as unknown as Answer;
  // What the page shows from the answer: the screen, the token its button posts, the notice.
  const shown = tokenScreenOf(answer.data, "malformed");
  return { ...shown, status: answer.init?.status ?? 200, headers: new Headers(answer.init?.headers) };
}

const tokenOf = async (email: string) => {
  await subscribe(createDb(env.DB), email);
  // Stands for the confirmation button (newsletter-opt-in.test.ts): only an active reader can leave.
  await env.DB.prepare("UPDATE subscribers SET status = 'active' WHERE email = ?").bind(email).run();
  const row = await env.DB.prepare("SELECT unsubscribe_token AS token FROM subscribers WHERE email = ?")
    .bind(email)
    .first<{ token: string }>();
  return row!.token;
};

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM subscribers").run();
});

describe("The /unsubscribe action", () => {
  it("unsubscribes a known token once, then says it is already done", async () => {
    const token = await tokenOf("reader@example.com");
    expect(await post(`token=${token}`)).toMatchObject({
      screen: "done",
      token: null,
      error: null,
      status: 200,
    });
    expect(await post(`token=${token}`)).toMatchObject({ screen: "already", error: null, status: 200 });
  });

  it("answers 404 for a well-formed token that names nobody", async () => {
    expect(await post(`token=${"A".repeat(43)}`)).toMatchObject({
      screen: "unknown",
      error: null,
      status: 404,
    });
  });

  it("answers 400 for a missing, blank or malformed token", async () => {
    for (const body of ["", "token=", "token=short", "other=1", `token=x&token=${"A".repeat(43)}`]) {
      expect(await post(body)).toMatchObject({ screen: "malformed", token: null, error: null, status: 400 });
    }
  });

  it("reads a repeated token by its first value", async () => {
    const token = await tokenOf("twice@example.com");
    expect(await post(`token=${token}&token=x`)).toMatchObject({ screen: "done", status: 200 });
  });

  it("answers the body guard's status and message for a body it cannot read", async () => {
    const refused = await post("token=x", { type: "text/plain" });
    expect(refused).toMatchObject({ screen: "malformed", token: null, status: 415 });
    expect(refused.error).toEqual({
      title: "That request could not be read",
      message: expect.any(String),
    });
    expect(await post(`token=${"x".repeat(130_000)}`)).toMatchObject({ screen: "malformed", status: 413 });
  });

  it("past the limit answers 429 with Retry-After and keeps the posted token on the confirm screen", async () => {
    const limited = await post("token=kept-token-value", { limited: true });
    expect(limited).toMatchObject({
      screen: "confirm",
      token: "kept-token-value",
      error: {
        title: "Please wait a moment",
        message:
          "Too many unsubscribe requests from your connection in a short time. Please wait 60 seconds and try again.",
      },
      status: 429,
    });
    expect(limited.headers.get("retry-after")).toBe("60");
    expect(await post("", { limited: true })).toMatchObject({ screen: "confirm", token: "", status: 429 });
    expect(await post("token=x", { limited: true, type: "text/plain" })).toMatchObject({
      screen: "confirm",
      token: null,
      status: 429,
    });
  });
});
