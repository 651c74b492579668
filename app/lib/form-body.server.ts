/** The same ceiling as the JSON API: no form of ours comes near 16 KB. */
export const maxFormBodyBytes = 16 * 1024;

export type FormBody =
  { ok: true; formData: FormData } | { ok: false; status: 400 | 413 | 415; message: string };

const formTypes = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/**
 * Reads an action's form body with the API's rules: 415 for another content type, 413 over 16 KB,
 * 400 when it cannot be parsed. Actions turn a failure into a page that says so, never a 500.
 */
export async function readFormBody(request: Request): Promise<FormBody> {
  if (!formTypes.test(request.headers.get("content-type")?.trim() ?? "")) {
    return { ok: false, status: 415, message: "This form accepts only a form submission." };
  }
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxFormBodyBytes) return tooLarge();
  const bytes = await readAtMost(request, maxFormBodyBytes);
  if (!bytes) return tooLarge();
  try {
    const copy = new Request(request.url, {
      method: "POST",
      headers: { "content-type": request.headers.get("content-type")! },
      body: bytes,
    });
    return { ok: true, formData: await copy.formData() };
  } catch {
    return { ok: false, status: 400, message: "The form could not be read. Please try again." };
  }
}

function tooLarge(): FormBody {
  return { ok: false, status: 413, message: "That is more text than this form accepts. Please shorten it." };
}

async function readAtMost(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
