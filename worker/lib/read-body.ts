import type { ApiError } from "./errors";

/** How much of an oversized body is read and thrown away before the connection is cut. */
const DISCARD_LIMIT = 32 * 1024 * 1024;

/**
 * Reads a request body whole, refusing it (413) as soon as more than `maxBytes` has arrived:
 * counted while streaming, so a chunked body or a lying Content-Length does not get past it.
 */
export async function readBodyCapped(
  request: Request,
  maxBytes: number,
  tooLarge: () => ApiError,
): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) throw tooLarge();
  if (!request.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // Read on and discard (bounded), so the client gets the answer, not a reset mid-upload.
      while (size < DISCARD_LIMIT) {
        const next = await reader.read().catch(() => ({ done: true as const, value: undefined }));
        if (next.done) break;
        size += next.value.byteLength;
      }
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(new ArrayBuffer(size));
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}
