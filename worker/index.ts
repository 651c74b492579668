import { Hono } from "hono";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { appContext } from "~/context";
import { createDb } from "~/db/client.server";
import { api } from "./api";

const handleDocument = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

const app = new Hono<{ Bindings: Env }>();

app.route("/api", api);

// Every other request, whatever its method (GET, HEAD, POST from forms), belongs to React Router.
app.all("*", (c) => {
  const context = new RouterContextProvider();
  context.set(appContext, {
    env: c.env,
    ctx: c.executionCtx as Pick<ExecutionContext, "waitUntil" | "passThroughOnException">,
    db: createDb(c.env.DB),
  });
  return handleDocument(c.req.raw, context);
});

export default app satisfies ExportedHandler<Env>;
