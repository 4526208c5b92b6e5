/**
 * An ICO file of PNG images (Windows Vista and every browser since read PNG entries): a 6-byte
 * header, a 16-byte directory entry per image, then the images.
 */
export function icoFromPngs(pngs: Uint8Array[]): Uint8Array {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach((png, i) => {
    const { width, height } = pngSize(png);
    const entry = 6 + 16 * i;
    header.writeUInt8(width >= 256 ? 0 : width, entry); // 0 means 256
    header.writeUInt8(height >= 256 ? 0 : height, entry + 1);
    header.writeUInt8(0, entry + 2); // no palette
    header.writeUInt8(0, entry + 3); // reserved
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...pngs]);
}

/** Width and height from a PNG's IHDR chunk (bytes 16–23, after the signature and chunk header). */
export function pngSize(png: Uint8Array): { width: number; height: number } {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.length < 24 || signature.some((b, i) => png[i] !== b)) throw new Error("not a PNG");
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  if (String.fromCharCode(...png.subarray(12, 16)) !== "IHDR") throw new Error("PNG without IHDR");
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** The images an ICO file lists: size, and whether each is a PNG. */
export function icoEntries(ico: Uint8Array): { width: number; height: number; png: boolean }[] {
  const view = new DataView(ico.buffer, ico.byteOffset, ico.byteLength);
  if (view.getUint16(0, true) !== 0 || view.getUint16(2, true) !== 1) throw new Error("not an ICO");
  return Array.from({ length: view.getUint16(4, true) }, (_, i) => {
    const entry = 6 + 16 * i;
    const offset = view.getUint32(entry + 12, true);
    return {
      width: view.getUint8(entry) || 256,
      height: view.getUint8(entry + 1) || 256,
      png: ico[offset] === 0x89 && ico[offset + 1] === 0x50,
    };
  });
}
