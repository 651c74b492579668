import { escapeToBuffer } from "hono/utils/html";

// Characters XML 1.0 forbids anywhere (C0 controls other than tab, LF, CR; lone surrogates; U+FFFE/F).
const invalidXmlChars =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Text or attribute value, escaped for XML (and SVG) by Hono's HTML escaper, which escapes the five
 * characters XML reserves, after dropping the characters XML forbids.
 */
export function xmlEscape(value: string) {
  const buffer: [string] = [""];
  escapeToBuffer(value.replace(invalidXmlChars, ""), buffer);
  return buffer[0];
}

/** Markup carried verbatim in a CDATA section; a "]]>" inside is split across two sections. */
export function cdata(value: string) {
  return `<![CDATA[${value.replace(invalidXmlChars, "").replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;
}

/** `<name>escaped text</name>` */
export const element = (name: string, text: string) => `<${name}>${xmlEscape(text)}</${name}>`;

/** RFC 822 dates, as RSS 2.0 requires (e.g. "Fri, 20 Nov 2026 08:00:00 GMT"). */
export const rfc822 = (iso: string) => new Date(iso).toUTCString();

export function xmlResponse(body: string, contentType: string) {
  return new Response(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`, {
    headers: {
      "Content-Type": `${contentType}; charset=utf-8`,
      "Cache-Control": "public, max-age=0, s-maxage=300",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
