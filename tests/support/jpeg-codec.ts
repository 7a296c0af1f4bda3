// jSquash's JPEG codec in Node for tests: makes real JPEG uploads and decodes the Worker's small
// variants to check their pixel size.
import { readFileSync } from "node:fs";
import decode, { init as initDecode } from "@jsquash/jpeg/decode.js";
import encode, { init as initEncode } from "@jsquash/jpeg/encode.js";

const wasm = (path: string) => WebAssembly.compile(readFileSync(`node_modules/@jsquash/jpeg/codec/${path}`));
let ready: Promise<unknown> | null = null;
const init = () =>
  (ready ??= Promise.all([
    wasm("dec/mozjpeg_dec.wasm").then((m) => initDecode(m)),
    wasm("enc/mozjpeg_enc.wasm").then((m) => initEncode(m)),
  ]));

/** A real JPEG of the given size: a colour gradient, so it does not compress to nothing. */
export async function jpegBytes(width: number, height: number, seed = 1): Promise<Uint8Array<ArrayBuffer>> {
  await init();
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      data.set([(x + seed * 40) & 255, (y + seed * 7) & 255, ((x ^ y) * seed) & 255, 255], i);
    }
  return new Uint8Array(await encode({ data, width, height, colorSpace: "srgb" } as ImageData, { quality: 80 }));
}

/** Decodes a JPEG and answers its pixel size. */
export async function jpegSize(bytes: ArrayBuffer): Promise<{ width: number; height: number }> {
  await init();
  const image = await decode(bytes);
  return { width: image.width, height: image.height };
}
