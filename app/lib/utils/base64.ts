import { decodeBase64Url, encodeBase64, encodeBase64Url } from "hono/utils/encode";

type Bytes = ArrayBuffer | Uint8Array<ArrayBuffer>;

const bufferOf = (bytes: Bytes) =>
  bytes instanceof Uint8Array
    ? bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)
    : bytes;

/** Bytes as padded base64 (RFC 4648 §4), through Hono's encoder. */
export const toBase64 = (bytes: Bytes) => encodeBase64(bufferOf(bytes));

/**
 * Bytes as base64url (RFC 4648 §5) without padding, through Hono's encoder: URL- and cookie-safe, and
 * the form every token and signature the site hands out is written in (32 bytes are 43 characters).
 */
export const toBase64Url = (bytes: Bytes) => encodeBase64Url(bufferOf(bytes)).replace(/=+$/, "");

/** base64url, padded or not, back to bytes. */
export const fromBase64Url = (text: string) => decodeBase64Url(text);
