/**
 * Characters a reader's text may not carry: C0 controls (ESC, BEL, NUL…), DEL and C1 controls can
 * drive an editor's terminal (clear the screen, fake a status line, plant a hyperlink), and a lone
 * UTF-16 surrogate is not text at all. Tab is allowed everywhere, newline only in multi-line fields
 * (docs/decisions/088-control-characters-in-reader-text.md). One-line fields (names, headlines,
 * addresses) also refuse the bidi overrides and isolates U+202A–202E and U+2066–2069, which make a
 * line read differently from what it holds, and U+FFFD, which is what invalid UTF-8 becomes once
 * decoded: a field holding it arrived broken (decision 117).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const forbiddenInLine = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ufffd]|\p{Cs}/u;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const forbiddenInText = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]|\p{Cs}/u;

/** Any character an editor's terminal must be shown escaped, for the editors' script. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const unprintable = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|\p{Cs}/gu;

/** Whether a one-line field (a name, a headline, an address) is free of control characters. */
export const isPlainLine = (value: string) => !forbiddenInLine.test(value);

/** Whether a multi-line field is free of control characters other than tab and newline. */
export const isPlainText = (value: string) => !forbiddenInText.test(value);

/** Browsers send a textarea's line breaks as CRLF; a line break is stored as LF alone. */
export const unixNewlines = (value: string) => value.replace(/\r\n?/g, "\n");

/** The message beside a field that holds one. */
export const controlCharacterMessage = (field: string) =>
  `${field} contains a control character or a broken character. Please remove it and try again.`;
