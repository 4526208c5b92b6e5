/** Bytes as lowercase hex digits, two a byte: every hash, signature and random id the site shows. */
export const hex = (bytes: ArrayBuffer | Uint8Array): string =>
  Array.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes), (b) =>
    b.toString(16).padStart(2, "0"),
  ).join("");

/** The SHA-256 of a text as 64 lowercase hex digits: a name for a value that must not be stored. */
export async function sha256Hex(text: string): Promise<string> {
  return hex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
}
