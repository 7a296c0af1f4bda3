// The EXIF orientation of a JPEG (a phone photo held upright is stored sideways with tag 0x0112)
// and the pixel turn that shows it as taken, so the Worker's small variant is upright like the
// original is in every browser (which honour the tag) and like the browser-made variant.

/** The orientation (1 to 8) from a JPEG's APP1 Exif segment; 1 when there is none. */
export function jpegOrientation(b: Uint8Array): number {
  if (b[0] !== 0xff || b[1] !== 0xd8) return 1;
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  let at = 2;
  while (at + 4 <= b.length && b[at] === 0xff) {
    const marker = b[at + 1];
    const length = view.getUint16(at + 2);
    if (marker === 0xda || length < 2) return 1; // Image data starts: no Exif before it.
    const exif = at + 4;
    if (marker === 0xe1 && exif + 14 <= b.length && view.getUint32(exif) === 0x45786966) {
      const tiff = exif + 6;
      const little = view.getUint16(tiff) === 0x4949;
      const u16 = (o: number) => view.getUint16(o, little);
      const ifd = tiff + view.getUint32(tiff + 4, little);
      if (ifd + 2 > b.length) return 1;
      const count = u16(ifd);
      for (let i = 0; i < count; i++) {
        const entry = ifd + 2 + i * 12;
        if (entry + 12 > b.length) return 1;
        if (u16(entry) === 0x0112) {
          const value = u16(entry + 8);
          return value >= 1 && value <= 8 ? value : 1;
        }
      }
      return 1;
    }
    at += 2 + length;
  }
  return 1;
}

export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** The pixels turned and mirrored as `orientation` says, so that they show upright. */
export function applyOrientation(image: Pixels, orientation: number): Pixels {
  if (orientation <= 1 || orientation > 8) return image;
  const { width: w, height: h, data } = image;
  const swap = orientation >= 5;
  const outW = swap ? h : w;
  const outH = swap ? w : h;
  const out = new Uint8ClampedArray(outW * outH * 4);
  for (let y = 0; y < outH; y++)
    for (let x = 0; x < outW; x++) {
      // Where the shown pixel (x, y) comes from in the stored image, per EXIF orientation.
      const [sx, sy] = [
        [x, y],
        [w - 1 - x, y],
        [w - 1 - x, h - 1 - y],
        [x, h - 1 - y],
        [y, x],
        [y, h - 1 - x],
        [w - 1 - y, h - 1 - x],
        [w - 1 - y, x],
      ][orientation - 1];
      const from = (sy * w + sx) * 4;
      out.set(data.subarray(from, from + 4), (y * outW + x) * 4);
    }
  return { data: out, width: outW, height: outH };
}
