// The display and small variants of a photo a plain form posted without JavaScript (decisions
// 0066 and 0116): the display image fits 1920x1080 like Uppy's (and replaces the original), the
// small one is at most 480 px wide, both upright per EXIF. JPEGs are decoded at a reduced DCT
// scale and PNGs row by row (functions/media/jpeg, png-rows.ts), so a 50-megapixel phone photo
// fits the Worker's 128 MB; only the JPEG encoder is WebAssembly (jSquash's mozjpeg), given the
// module wrangler compiled at deploy because Workers may not compile WebAssembly at run time.
import encodeJpeg, { init as initJpegEncode } from "@jsquash/jpeg/encode";
import JPEG_ENC from "@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm";
import { IMAGE_MAX_HEIGHT, IMAGE_MAX_WIDTH, THUMBNAIL_MAX_WIDTH } from "../contract/media";
import { AreaResizer, fitInside, resizeImage, type Rgba } from "./area-resize";
import { imageSize } from "./image-size";
import { decodeJpegFitted } from "./jpeg/decode";
import { applyOrientation, jpegOrientation } from "./orientation";
import { pngRows } from "./png-rows";

/** Above this many pixels no variant is tried (the largest phone sensors are 50 MP; measured in decision 0116). */
export const VARIANT_MAX_PIXELS = 52_000_000;
const DISPLAY_QUALITY = 80;
const SMALL_QUALITY = 75;

let encoderReady: Promise<unknown> | null = null;
function initEncoder() {
  // workerd has no ImageData; the codec only needs its shape.
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
  return (encoderReady ??= initJpegEncode(JPEG_ENC));
}

export interface Encoded {
  bytes: ArrayBuffer;
  width: number;
  height: number;
}

export type VariantResult =
  /** `display` null: the original already fits and is upright, so it is shown as it is. */
  { kind: "made"; display: Encoded | null; small: Encoded | null } | { kind: "none"; reason: string };

async function encode(image: Rgba, quality: number): Promise<Encoded> {
  await initEncoder();
  const bytes = await encodeJpeg(image as unknown as ImageData, { quality }); // ImageData's shape, see initEncoder
  return { bytes, width: image.width, height: image.height };
}

/** The image fitted inside maxWidth x maxHeight (stored orientation), decoded without a full-size copy. */
async function decodeFitted(bytes: Uint8Array<ArrayBuffer>, contentType: string, maxWidth: number, maxHeight: number) {
  if (contentType === "image/jpeg") return decodeJpegFitted(bytes, maxWidth, maxHeight).image;
  const made: { resizer?: AreaResizer } = {};
  await pngRows(bytes, (width, height) => {
    const fit = fitInside(width, height, maxWidth, maxHeight);
    const resizer = (made.resizer = new AreaResizer(width, height, fit.width, fit.height));
    return (row) => resizer.push(row);
  });
  return made.resizer!.out; // pngRows calls back before it answers, or throws
}

/** The display and small variants of a JPEG or PNG; "none" for other types or oversized images. */
export async function makeVariant(buffer: ArrayBuffer, contentType: string): Promise<VariantResult> {
  const bytes = new Uint8Array(buffer);
  const head = bytes.subarray(0, Math.min(bytes.length, 256 * 1024));
  const size = imageSize(head);
  if (!size) return { kind: "none", reason: `no size read from ${contentType}` };
  if (size.width * size.height > VARIANT_MAX_PIXELS) return { kind: "none", reason: "too many pixels" };
  const orientation = contentType === "image/jpeg" ? jpegOrientation(head) : 1;
  const sideways = orientation >= 5;
  const shown = sideways ? { width: size.height, height: size.width } : size;
  const fits = shown.width <= IMAGE_MAX_WIDTH && shown.height <= IMAGE_MAX_HEIGHT;
  if (fits && orientation === 1 && shown.width <= THUMBNAIL_MAX_WIDTH)
    return { kind: "made", display: null, small: null };
  if (fits && orientation === 1) {
    // Shown as it is; only the small one is made, decoded straight to its size.
    const small = await decodeFitted(bytes, contentType, THUMBNAIL_MAX_WIDTH, Number.MAX_SAFE_INTEGER);
    return { kind: "made", display: null, small: await encode(small, SMALL_QUALITY) };
  }
  // The display box in the stored orientation (a sideways photo is turned after shrinking).
  const [boxW, boxH] = sideways ? [IMAGE_MAX_HEIGHT, IMAGE_MAX_WIDTH] : [IMAGE_MAX_WIDTH, IMAGE_MAX_HEIGHT];
  const upright = applyOrientation(await decodeFitted(bytes, contentType, boxW, boxH), orientation);
  const display = await encode(upright, DISPLAY_QUALITY);
  if (upright.width <= THUMBNAIL_MAX_WIDTH) return { kind: "made", display, small: null };
  const small = fitInside(upright.width, upright.height, THUMBNAIL_MAX_WIDTH, Number.MAX_SAFE_INTEGER);
  return { kind: "made", display, small: await encode(resizeImage(upright, small.width, small.height), SMALL_QUALITY) };
}
