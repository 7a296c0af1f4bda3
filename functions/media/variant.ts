// The small variant (at most 480 px wide) of a photo a plain form posted without one (decision
// 0066): decoded, scaled and encoded in the Worker with jSquash's WebAssembly codecs. Workers may
// not compile WebAssembly from bytes at run time, so each codec gets the module wrangler compiled
// at deploy from the `.wasm` import, instead of fetching it as it would in a browser.
import decodeJpeg, { init as initJpegDecode } from "@jsquash/jpeg/decode";
import encodeJpeg, { init as initJpegEncode } from "@jsquash/jpeg/encode";
import decodePng, { init as initPngDecode } from "@jsquash/png/decode";
import resize, { initResize } from "@jsquash/resize";
import JPEG_DEC from "@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm";
import JPEG_ENC from "@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm";
// These two ship a wasm-bindgen .d.ts that types the instance exports, not wrangler's module.
// @ts-expect-error default import of a compiled WebAssembly module (see wasm.d.ts)
import PNG_DEC from "@jsquash/png/codec/pkg/squoosh_png_bg.wasm";
// @ts-expect-error default import of a compiled WebAssembly module (see wasm.d.ts)
import RESIZE from "@jsquash/resize/lib/resize/pkg/squoosh_resize_bg.wasm";
import { THUMBNAIL_MAX_WIDTH } from "../contract/media";
import { imageSize } from "./image-size";
import { applyOrientation, jpegOrientation } from "./orientation";

/** Above this many pixels the decoded image would not fit a Worker's 128 MB: no variant then. */
export const VARIANT_MAX_PIXELS = 12_000_000;
const VARIANT_QUALITY = 75;

let ready: Promise<unknown> | null = null;
function initCodecs() {
  // workerd has no ImageData; the codecs only need its shape.
  if (!("ImageData" in globalThis)) {
    Object.assign(globalThis, {
      ImageData: class {
        constructor(
          public data: Uint8ClampedArray,
          public width: number,
          public height: number,
        ) {}
      },
    });
  }
  ready ??= Promise.all([
    initJpegDecode(JPEG_DEC),
    initJpegEncode(JPEG_ENC),
    initPngDecode(PNG_DEC),
    initResize(RESIZE),
  ]);
  return ready;
}

export type VariantResult =
  | { kind: "same" }
  | { kind: "made"; bytes: ArrayBuffer; width: number; height: number }
  | { kind: "none"; reason: string };

/**
 * A JPEG at most THUMBNAIL_MAX_WIDTH wide for a JPEG or PNG, "same" when the photo is already that
 * small, "none" for other types (WebP, GIF, HEIC: cards then show the original) or huge images.
 */
export async function makeVariant(bytes: ArrayBuffer, contentType: string): Promise<VariantResult> {
  const head = new Uint8Array(bytes, 0, Math.min(bytes.byteLength, 256 * 1024));
  const size = imageSize(head);
  if (!size) return { kind: "none", reason: `no size read from ${contentType}` };
  const orientation = contentType === "image/jpeg" ? jpegOrientation(head) : 1;
  // A sideways-stored photo shows as wide as it is stored high.
  const shownWidth = orientation >= 5 ? size.height : size.width;
  if (shownWidth <= THUMBNAIL_MAX_WIDTH && orientation === 1) return { kind: "same" };
  if (size.width * size.height > VARIANT_MAX_PIXELS) return { kind: "none", reason: "too many pixels" };
  await initCodecs();
  const decoded = contentType === "image/png" ? await decodePng(bytes) : await decodeJpeg(bytes);
  const image = applyOrientation(decoded, orientation) as ImageData;
  const width = Math.min(THUMBNAIL_MAX_WIDTH, image.width);
  const height = Math.max(1, Math.round((image.height * width) / image.width));
  const small = await resize(image, { width, height });
  const out = await encodeJpeg(small, { quality: VARIANT_QUALITY });
  return { kind: "made", bytes: out, width, height };
}
