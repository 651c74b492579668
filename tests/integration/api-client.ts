import { exports } from "cloudflare:workers";

export const call = (path: string, init?: RequestInit) =>
  exports.default.fetch(new Request(`https://dispatch.test${path}`, init));

export const postJson = (path: string, body: unknown) =>
  call(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
