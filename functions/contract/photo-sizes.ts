// The sizes of a vehicle photo (spec 001 section 5.3, decision 0066), apart from the upload rules
// of media.ts: every photo list reads them in the browser to choose its variant.

/** Browser-side scaling before upload (Uppy), and the small variant for cards and thumbnails. */
export const IMAGE_MAX_WIDTH = 1920;
export const IMAGE_MAX_HEIGHT = 1080;
export const IMAGE_QUALITY = 0.8;
export const THUMBNAIL_MAX_WIDTH = 480;
