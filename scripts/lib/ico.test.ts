import { describe, expect, it } from "vitest";
import { icoEntries, icoFromPngs, pngSize } from "./ico";

/** A PNG's signature and IHDR chunk: all that the size readers look at. */
function pngHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

describe("ico", () => {
  it("reads a PNG's size from its IHDR", () => {
    expect(pngSize(pngHeader(1200, 630))).toEqual({ width: 1200, height: 630 });
    expect(() => pngSize(new TextEncoder().encode("GIF89a, not a PNG at all"))).toThrow();
  });

  it("packs PNGs into an ICO whose directory lists each, 256 px written as 0", () => {
    const ico = icoFromPngs([pngHeader(16, 16), pngHeader(32, 32), pngHeader(256, 256)]);
    expect(icoEntries(ico)).toEqual([
      { width: 16, height: 16, png: true },
      { width: 32, height: 32, png: true },
      { width: 256, height: 256, png: true },
    ]);
    expect(ico[6 + 32]).toBe(0);
  });
});
