import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/** The site's own modules that stay out of the shared `site` chunk (see below). */
const loadedWithTheirPages =
  /[\\/](schemas|ui|forms|copy|listing)[\\/]|[\\/](lazy-images?|mailto|deferred-island|article-widgets|highlighted-text)\.tsx?$/;

/**
 * The modules the root route imports statically, found once the client's module graph is complete:
 * every page loads them, so only they may join the shared `site` chunk. A module that two routes share
 * but the root does not (the article's parts, which the preview route also shows; the cards and
 * components the design sheet lays out) stays with those routes instead of riding on every page.
 */
const loadedByRoot = new Set<string>();
function rootClosure(): Plugin {
  return {
    name: "root-closure",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      // React Router builds the root twice over: as itself and as its client route (`?__react-router-…`).
      const queue = [...this.getModuleIds()].filter((id) => /[\\/]app[\\/]root\.tsx(\?|$)/.test(id));
      if (queue.length === 0) return;
      loadedByRoot.clear();
      while (queue.length > 0) {
        const id = queue.pop()!;
        if (loadedByRoot.has(id)) continue;
        loadedByRoot.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}

export default defineConfig({
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" } }), tailwindcss(), reactRouter(), rootClosure()],
  resolve: { tsconfigPaths: true },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Every page loads React and React Router, so they travel as one file instead of five: fewer
            // requests on a phone's connection and one compression window.
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  tags: ["$initial"],
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
                  priority: 2,
                },
                // The site's own small modules that several pages load up front (format, cn, icons,
                // hooks, Vite's helper for import()): one file rather than a dozen tiny ones. Form schemas,
                // form fields, the forms' page copy and the Radix-based primitives stay out, so zod, Radix
                // and the contact, feedback and submit pages' words load only with the pages and widgets
                // that use them; so do the listing rows and the lazy picture with its watcher, which only
                // the listing pages use and which the article, search, about and submit pages then skip,
                // the article's deferred widgets with their loader (decision 133), and the search snippet's
                // highlighter, which only the search page and the header's suggestions use.
                {
                  name: "site",
                  tags: ["$initial"],
                  test: (id: string) =>
                    loadedByRoot.has(id) &&
                    (id.includes("vite/preload-helper") ||
                      /[\\/]node_modules[\\/]lucide-react[\\/]/.test(id) ||
                      (/[\\/]app[\\/](components|hooks|lib)[\\/]/.test(id) &&
                        !loadedWithTheirPages.test(id))),
                  minShareCount: 2,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    },
  },
});
