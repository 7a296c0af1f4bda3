// The scaled JPEG decoder against libvips (sharp, in Node): the same photo, baseline or
// progressive, subsampled or not, with restart markers or grey, decodes to the fitted size and
// within a few levels of what libvips draws at that size.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import sharp from "sharp";
import { chooseScale, decodeJpegFitted } from "./decode";

/** A test scene with smooth gradients, edges and colour, so every frequency band carries data. */
async function scene(width: number, height: number) {
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const disc = (x - width / 2) ** 2 + (y - height / 2) ** 2 < (height / 3) ** 2;
      data[i] = disc ? 220 : (x * 255) / width;
      data[i + 1] = disc ? 40 : (y * 255) / height;
      data[i + 2] = ((x >> 5) + (y >> 5)) % 2 ? 200 : 60;
    }
  return sharp(data, { raw: { width, height, channels: 3 } });
}

async function compare(jpeg: Buffer, maxWidth: number, maxHeight: number) {
  const fitted = decodeJpegFitted(new Uint8Array(jpeg), maxWidth, maxHeight);
  const { width, height } = fitted.image;
  const reference = await sharp(jpeg).resize(width, height, { fit: "fill", kernel: "cubic" }).raw().toBuffer();
  let diff = 0;
  for (let p = 0; p < width * height; p++)
    for (let c = 0; c < 3; c++) diff += Math.abs(fitted.image.data[p * 4 + c] - reference[p * 3 + c]);
  const meanDiff = diff / (width * height * 3);
  if (process.env.DEBUG_DECODE) console.log(width, height, fitted.k, meanDiff.toFixed(2));
  return { fitted, meanDiff };
}

describe("scaled JPEG decoding", () => {
  it("picks the smallest DCT scale at least the fitted size", () => {
    expect(chooseScale({ width: 4032, height: 3024 }, 1440, 1080)).toBe(4);
    expect(chooseScale({ width: 4032, height: 3024 }, 480, 360)).toBe(1);
    expect(chooseScale({ width: 8160, height: 6120 }, 1440, 1080)).toBe(2);
    expect(chooseScale({ width: 1920, height: 1080 }, 1920, 1080)).toBe(8);
  });

  const cases: [string, sharp.JpegOptions][] = [
    ["baseline 4:2:0", { quality: 85 }],
    ["baseline 4:4:4", { quality: 90, chromaSubsampling: "4:4:4" }],
    ["progressive 4:2:0", { quality: 85, progressive: true }],
    ["progressive 4:4:4 with mozjpeg scans", { quality: 80, progressive: true, mozjpeg: true }],
  ];
  for (const [name, options] of cases)
    it(`${name}: fitted size, close to libvips`, async () => {
      const jpeg = await (await scene(1600, 1200)).jpeg(options).toBuffer();
      const { fitted, meanDiff } = await compare(jpeg, 640, 640);
      expect([fitted.image.width, fitted.image.height]).toEqual([640, 480]);
      expect(fitted.k).toBe(4);
      expect(meanDiff).toBeLessThan(4);
    });

  it("decodes an odd size at full scale", async () => {
    const jpeg = await (await scene(333, 221)).jpeg({ quality: 90 }).toBuffer();
    const { fitted, meanDiff } = await compare(jpeg, 1000, 1000);
    expect([fitted.image.width, fitted.image.height, fitted.k]).toEqual([333, 221, 8]);
    expect(meanDiff).toBeLessThan(3);
  });

  // Made with libjpeg-turbo's cjpeg (-restart 3B -sample 2x1; -progressive -restart 1): phones
  // write restart markers, which sharp cannot.
  for (const name of ["restart-422.jpg", "restart-progressive.jpg"])
    it(`reads restart intervals (${name})`, async () => {
      const jpeg = readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
      const { fitted, meanDiff } = await compare(jpeg, 160, 160);
      expect([fitted.image.width, fitted.image.height, fitted.k]).toEqual([160, 120, 4]);
      expect(meanDiff).toBeLessThan(4);
    });

  it("decodes a grey JPEG", async () => {
    const jpeg = await (await scene(800, 600)).greyscale().jpeg({ quality: 85 }).toBuffer();
    const { fitted, meanDiff } = await compare(jpeg, 400, 400);
    expect([fitted.image.width, fitted.image.height]).toEqual([400, 300]);
    expect(meanDiff).toBeLessThan(4);
  });
});
