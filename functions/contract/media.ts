// Media upload rules (spec 001 sections 5.3 and 9, DESIGN "Data"): accepted types recognised by
// their first bytes (never by the name or the browser's word), size limits, and the R2 key shape.

/** 25 MB: a 50-megapixel phone photo (decision 0116). */
export const IMAGE_MAX_BYTES = 25 * 1024 * 1024;
export const VIDEO_MAX_BYTES = 200 * 1024 * 1024;
// The photo sizes live in photo-sizes.ts, the only part every photo list needs in the browser.
export * from "./photo-sizes";
export const UPLOAD_TIMEOUT_MS = 60_000;
export const MAX_DAMAGES_PER_PHOTO = 5;
export const MAX_VIDEOS = 2;

export interface SniffedType {
  contentType: string;
  extension: string;
  isVideo: boolean;
}

const ascii = (bytes: Uint8Array, from: number, text: string) =>
  [...text].every((ch, i) => bytes[from + i] === ch.charCodeAt(0));

/** The media type of a file from its magic bytes, or null when it is no image or video we take. */
export function sniffMediaType(bytes: Uint8Array): SniffedType | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return { contentType: "image/jpeg", extension: "jpg", isVideo: false };
  if (bytes[0] === 0x89 && ascii(bytes, 1, "PNG\r\n\x1a\n"))
    return { contentType: "image/png", extension: "png", isVideo: false };
  if (ascii(bytes, 0, "RIFF") && ascii(bytes, 8, "WEBP"))
    return { contentType: "image/webp", extension: "webp", isVideo: false };
  if (ascii(bytes, 0, "GIF87a") || ascii(bytes, 0, "GIF89a"))
    return { contentType: "image/gif", extension: "gif", isVideo: false };
  if (ascii(bytes, 4, "ftyp")) {
    const brand = String.fromCharCode(...bytes.slice(8, 12));
    if (["heic", "heix", "mif1", "msf1"].includes(brand))
      return { contentType: "image/heic", extension: "heic", isVideo: false };
    if (brand.startsWith("qt")) return { contentType: "video/quicktime", extension: "mov", isVideo: true };
    return { contentType: "video/mp4", extension: "mp4", isVideo: true };
  }
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3)
    return { contentType: "video/webm", extension: "webm", isVideo: true };
  return null;
}

export const maxBytesFor = (type: SniffedType) => (type.isVideo ? VIDEO_MAX_BYTES : IMAGE_MAX_BYTES);

/** What POST /media answers (spec 001 section 7: data.fileUrl, data.id). */
export interface MediaUploadDto {
  id: number;
  fileUrl: string;
  contentType: string;
  thumbnailUrl: string | null;
}
