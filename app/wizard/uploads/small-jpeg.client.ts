// The browser-made small variants (a photo's 480 px thumbnail, a video's preview frame): one way
// to draw a picture at most THUMBNAIL_MAX_WIDTH wide as a JPEG at the upload quality.
import { IMAGE_QUALITY, THUMBNAIL_MAX_WIDTH } from "~contract/media";

/** `source` (width x height) drawn at most 480 px wide; null when the canvas gives no JPEG. */
export function smallJpeg(source: CanvasImageSource, width: number, height: number): Promise<Blob | null> {
  const scale = Math.min(1, THUMBNAIL_MAX_WIDTH / (width || 1));
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  canvas.getContext("2d")!.drawImage(source, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve) => canvas.toBlob(resolve, "image/jpeg", IMAGE_QUALITY));
}
