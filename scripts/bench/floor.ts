// The first-paint floor: a small proxy in front of the running Worker that passes every request
// through unchanged, except the pages being measured, whose server HTML it sends with every script
// removed. Lighthouse on the proxy then loads the same document, stylesheet, fonts and images with no
// JavaScript, which is the fastest that page's first paint can be on this machine in this run.
// Everything comes from the proxy's own origin, so fonts and images load exactly as on the site.
import { createServer, request as httpRequest, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";

/** The HTML with every script element and script preload removed; styles, fonts and images stay. */
export function stripScripts(html: string) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "");
}

function readBody(response: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    response.on("data", (chunk: Buffer) => chunks.push(chunk));
    response.on("end", () => resolve(Buffer.concat(chunks)));
    response.on("error", reject);
  });
}

export type FloorServer = { origin: string; close: () => Promise<void> };

/**
 * Starts the proxy on `port` (0: a free one the system picks). `pages` are the paths (with query)
 * served without scripts.
 */
export async function startFloorServer(upstream: string, pages: string[], port = 0): Promise<FloorServer> {
  const target = new URL(upstream);
  const stripped = new Set(pages);
  const server: Server = createServer((incoming, outgoing) => {
    const strip = incoming.method === "GET" && stripped.has(incoming.url ?? "");
    const headers = { ...incoming.headers, host: target.host };
    // The page is rewritten, so ask for it uncompressed and compress it again below.
    if (strip) headers["accept-encoding"] = "identity";
    const forward = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers,
      },
      async (response) => {
        if (!strip) {
          outgoing.writeHead(response.statusCode ?? 502, response.headers);
          response.pipe(outgoing);
          return;
        }
        const html = stripScripts((await readBody(response)).toString("utf8"));
        const gzip = /\bgzip\b/.test(String(incoming.headers["accept-encoding"] ?? ""));
        const body = gzip ? gzipSync(html) : Buffer.from(html);
        const out = { ...response.headers };
        delete out["content-length"];
        delete out["content-encoding"];
        delete out["transfer-encoding"];
        if (gzip) out["content-encoding"] = "gzip";
        out["content-length"] = String(body.length);
        outgoing.writeHead(response.statusCode ?? 502, out);
        outgoing.end(body);
      },
    );
    forward.on("error", () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  const address = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
