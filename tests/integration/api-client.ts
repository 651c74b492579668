import { exports } from "cloudflare:workers";

let readers = 0;
/**
 * Every request comes from its own client address unless a test sets `cf-connecting-ip`: the write
 * endpoints are rate limited per network, and most tests mean "some reader", not "one busy client".
 */
export const freshClientAddress = () => {
  readers += 1;
  // Rate limits count per IPv6 /64 and vote caps per /48, so each reader gets a /48 of their own.
  return `2001:${(0x1000 + (readers >>> 16)).toString(16)}:${(readers & 0xffff).toString(16)}::1`;
};

export const call = (path: string, init?: RequestInit) => {
  const request = new Request(`https://dispatch.test${path}`, init);
  if (!request.headers.has("cf-connecting-ip")) request.headers.set("cf-connecting-ip", freshClientAddress());
  return exports.default.fetch(request);
};

export const postJson = (path: string, body: unknown, headers?: HeadersInit) =>
  call(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...Object.fromEntries(new Headers(headers)) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
