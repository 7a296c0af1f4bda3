// A JPEG's or PNG's bytes stored with their variants (decision 0116): the display variant in
// place of an original larger than 1920x1080 or turned by EXIF, the original itself when it
// already fits, and the small one. Shared by the upload and the cron's later try.
import type { Env } from "../env";
import type { SniffedType } from "../contract/media";
import { JPEG, putImage } from "./media-store";

export interface StoredImage {
  key: string;
  thumbnailKey: string | null;
  contentType: string;
  size: number;
}

/** The stored image and its small variant, or null when none could be made (logged). */
export async function storeWithVariants(env: Env, bytes: ArrayBuffer, type: SniffedType): Promise<StoredImage | null> {
  try {
    // Loaded on first use: Node (the tests that import the router, the OpenAPI script) cannot
    // import .wasm modules, and only this path needs the encoder.
    const { makeVariant } = await import("./variant");
    const variant = await makeVariant(bytes, type.contentType);
    if (variant.kind === "none") {
      console.warn("no photo variants", variant.reason);
      return null;
    }
    const { display, small } = variant;
    const key = display ? await putImage(env, display.bytes, JPEG) : await putImage(env, bytes, type);
    const thumbnailKey = small ? await putImage(env, small.bytes, JPEG) : key;
    return display
      ? { key, thumbnailKey, contentType: JPEG.contentType, size: display.bytes.byteLength }
      : { key, thumbnailKey, contentType: type.contentType, size: bytes.byteLength };
  } catch (e) {
    // A photo the decoder cannot read is still a photo: the caller keeps it for a later try.
    console.error("photo variants failed", e);
    return null;
  }
}
