// A page that carries a live token is never stored by a browser or a shared cache: what the route's
// `headers` export sends, which is all React Router sends (decision 152).
import { env } from "cloudflare:workers";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { appContext } from "~/context";
import { createDb } from "~/db/client.server";
import * as confirmRoute from "~/routes/newsletter-confirm";
import * as unsubscribeRoute from "~/routes/unsubscribe";

type RouteModule = {
  loader: (args: never) => Promise<unknown>;
  headers?: (args: never) => Headers | HeadersInit;
};

function context() {
  const provider = new RouterContextProvider();
  provider.set(appContext, {
    env,
    ctx: { waitUntil: () => {}, passThroughOnException: () => {} },
    db: createDb(env.DB),
    nonce: "test",
  });
  return provider;
}

/** The route's headers as React Router computes them for its page, from the loader's own answer. */
async function pageHeaders(route: RouteModule, path: string, actionHeaders = new Headers()) {
  const answer = (await route.loader({
    request: new Request(`https://dispatch.test${path}`),
    context: context(),
    params: {},
  } as never)) as { init: ResponseInit | null };
  const loaderHeaders = new Headers(answer.init?.headers);
  expect(route.headers, `${path} has a headers export`).toBeTypeOf("function");
  return new Headers(
    route.headers!({
      loaderHeaders,
      actionHeaders,
      parentHeaders: new Headers(),
      errorHeaders: undefined,
    } as never),
  );
}

describe("Pages that carry a token", () => {
  it.each([
    ["/newsletter/confirm", confirmRoute],
    ["/unsubscribe", unsubscribeRoute],
  ])("%s?token= is sent private, no-store, after a GET and after its button", async (path, route) => {
    const token = "T".repeat(43);
    const shown = await pageHeaders(route as unknown as RouteModule, `${path}?token=${token}`);
    expect(shown.get("cache-control")).toBe("private, no-store");
    const pressed = await pageHeaders(
      route as unknown as RouteModule,
      `${path}?token=${token}`,
      new Headers({ "Retry-After": "60" }),
    );
    expect(pressed.get("cache-control")).toBe("private, no-store");
    expect(pressed.get("retry-after")).toBe("60");
  });
});
