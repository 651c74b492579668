import { html } from "hono/html";

/**
 * A page the Worker answers by itself, before the app (a form from another site, a rate limit): no
 * scripts, nothing that depends on the app, the site's name and a way back to the front page. Hono's
 * `html` escapes every value put into it.
 */
export function plainPage({
  title,
  heading,
  paragraphs,
}: {
  title: string;
  heading: string;
  paragraphs: string[];
}) {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title} | The Future Dispatch</title>
        <style>
          body {
            font:
              1.05rem/1.6 Georgia,
              serif;
            max-width: 36rem;
            margin: 4rem auto;
            padding: 0 1rem;
            color: #111;
            background: #faf8f3;
          }
          a {
            color: #9b1c1c;
          }
        </style>
      </head>
      <body>
        <main>
          <p>The Future Dispatch</p>
          <h1>${heading}</h1>
          ${paragraphs.map((text) => html`<p>${text}</p> `)}
          <p><a href="/">Return to the front page</a></p>
        </main>
      </body>
    </html> `;
}
