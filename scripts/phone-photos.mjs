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

/** A small deterministic random source, so a seed always draws the same scene. */
function seeded(seed) {
  let s = seed >>> 0 || 1;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

/** A forecourt scene as SVG: sky, buildings, ground, a car of its own colour and place. */
function sceneSvg(width, height, seed) {
  const r = seeded(seed);
  const hue = Math.floor(r() * 360);
  const sky = `hsl(${200 + Math.floor(r() * 30)},${40 + Math.floor(r() * 40)}%,${55 + Math.floor(r() * 30)}%)`;
  const ground = `hsl(${20 + Math.floor(r() * 40)},${5 + Math.floor(r() * 20)}%,${25 + Math.floor(r() * 30)}%)`;
  const horizon = Math.round(height * (0.35 + r() * 0.2));
  const parts = [];
  for (let x = 0; x < width; ) {
    const w = Math.round(width * (0.05 + r() * 0.15));
    const h = Math.round(horizon * (0.2 + r() * 0.6));
    const shade = `hsl(${Math.floor(r() * 360)},${Math.floor(r() * 30)}%,${30 + Math.floor(r() * 50)}%)`;
    parts.push(`<rect x="${x}" y="${horizon - h}" width="${w}" height="${h}" fill="${shade}"/>`);
    for (let wy = horizon - h + 40; wy < horizon - 60; wy += 90 + Math.floor(r() * 60))
      parts.push(
        `<rect x="${x + 20}" y="${wy}" width="${w - 40}" height="30" fill="hsl(50,30%,${60 + Math.floor(r() * 30)}%)"/>`,
      );
    x += w;
  }
  const carW = Math.round(width * (0.45 + r() * 0.35));
  const carH = Math.round(carW * 0.32);
  const carX = Math.round((width - carW) * r());
  const carY = Math.round(horizon + (height - horizon - carH) * (0.3 + r() * 0.5));
  const wheel = Math.round(carH * 0.28);
  const body = `hsl(${hue},${40 + Math.floor(r() * 50)}%,${25 + Math.floor(r() * 45)}%)`;
  parts.push(
    `<rect x="${carX}" y="${carY}" width="${carW}" height="${carH}" rx="${carH / 4}" fill="${body}"/>`,
    `<rect x="${carX + carW * 0.2}" y="${carY - carH * 0.45}" width="${carW * 0.55}" height="${carH * 0.6}" rx="${carH / 5}" fill="${body}"/>`,
    `<rect x="${carX + carW * 0.26}" y="${carY - carH * 0.36}" width="${carW * 0.43}" height="${carH * 0.36}" fill="#2a3440"/>`,
    `<circle cx="${carX + carW * 0.2}" cy="${carY + carH}" r="${wheel}" fill="#111"/>`,
    `<circle cx="${carX + carW * 0.8}" cy="${carY + carH}" r="${wheel}" fill="#111"/>`,
    `<circle cx="${carX + carW * 0.2}" cy="${carY + carH}" r="${wheel * 0.5}" fill="#999"/>`,
    `<circle cx="${carX + carW * 0.8}" cy="${carY + carH}" r="${wheel * 0.5}" fill="#999"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#fff"/></linearGradient></defs>
<rect width="${width}" height="${horizon}" fill="url(#g)"/><rect y="${horizon}" width="${width}" height="${height - horizon}" fill="${ground}"/>
${parts.join("\n")}</svg>`;
}

/**
 * `count` different phone photos (4032x3024 unless told): each its own drawn forecourt scene with
 * sensor noise of its own strength and its own JPEG quality, so their sizes spread as a phone's do
 * (about 2-3 MB) and their small variants weigh what real ones do, unlike copies of one photo.
 * @param {number} count
 * @param {{ width?: number, height?: number, seed?: number }} [o]
 * @returns {Promise<Uint8Array<ArrayBuffer>[]>}
 */
export async function variedPhoneJpegs(count, o = {}) {
  const width = o.width ?? 4032;
  const height = o.height ?? 3024;
  const out = [];
  for (let i = 0; i < count; i++) {
    const r = seeded((o.seed ?? 1) * 1000 + i);
    const sigma = 12 + Math.round(r() * 8);
    // Noise at half size and doubled, as phoneJpeg does (libvips' noise is the slow part).
    const half = await sharp({
      create: {
        width: width / 2,
        height: height / 2,
        channels: 3,
        background: "#000",
        noise: { type: "gaussian", mean: 128, sigma },
      },
    })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const noise = await sharp(half.data, { raw: half.info })
      .resize(width, height, { kernel: "nearest" })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const jpeg = await sharp(Buffer.from(sceneSvg(width, height, (o.seed ?? 1) * 1000 + i)), {
      limitInputPixels: false,
    })
      .composite([{ input: noise, blend: "overlay" }])
      .jpeg({ quality: 82 + Math.round(r() * 10) })
      .toBuffer();
    out.push(new Uint8Array(jpeg.buffer.slice(jpeg.byteOffset, jpeg.byteOffset + jpeg.byteLength)));
  }
  return out;
}
