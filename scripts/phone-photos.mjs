// Real-size phone photos for tests, e2e and the bench, made with libvips (sharp): a scene with a
// red band along the top as the camera stored it, so a check can tell which way a variant was
// turned, and noise so the JPEG weighs what a phone's does (about 2.5-3 MB at 12 MP).
import sharp from "sharp";

/**
 * @param {{ width: number, height: number, orientation?: number, quality?: number, sigma?: number }} o
 * @returns {Promise<Uint8Array<ArrayBuffer>>}
 */
export async function phoneJpeg(o) {
  const { width, height } = o;
  // Noise made at half size and doubled: libvips' noise is the slow part.
  const half = await sharp({
    create: {
      width: Math.ceil(width / 2),
      height: Math.ceil(height / 2),
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 110, sigma: o.sigma ?? 14 },
    },
  })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const noise = sharp(half.data, { raw: half.info, limitInputPixels: false }).resize(width, height, {
    kernel: "nearest",
  });
  const band = await sharp({ create: { width, height: Math.round(height / 8), channels: 3, background: "#e01010" } })
    .png()
    .toBuffer();
  let image = noise.composite([{ input: band, top: 0, left: 0 }]);
  if (o.orientation) image = image.withMetadata({ orientation: o.orientation });
  const out = await image.jpeg({ quality: o.quality ?? 85 }).toBuffer();
  return new Uint8Array(out.buffer.slice(out.byteOffset, out.byteOffset + out.byteLength));
}

/**
 * `count` different files of the same photo: a comment segment after SOI tells them apart.
 * @param {Uint8Array} jpeg
 * @param {number} count
 * @returns {Uint8Array<ArrayBuffer>[]}
 */
export function distinctCopies(jpeg, count) {
  return Array.from({ length: count }, (_, i) => {
    const text = new TextEncoder().encode(`copy ${i + 1}`);
    const com = [0xff, 0xfe, (text.length + 2) >> 8, (text.length + 2) & 255, ...text];
    const out = new Uint8Array(jpeg.length + com.length);
    out.set(jpeg.subarray(0, 2));
    out.set(com, 2);
    out.set(jpeg.subarray(2), 2 + com.length);
    return out;
  });
}
