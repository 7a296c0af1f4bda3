// Uppy for the wizard's photo, damage and video uploads (decision 0067), loaded with a dynamic
// import only when one of those steps hydrates. Images are scaled to 1920x1080 at 0.8 (spec 001
// section 5.3) and get their 480 px small variant here, sent as the `thumbnail` part; each file
// posts to /add-vehicle/upload, which calls POST /media with the session's token.
import Uppy from "@uppy/core";
import Compressor from "@uppy/compressor";
import XHRUpload from "@uppy/xhr-upload";
import {
  IMAGE_MAX_HEIGHT,
  IMAGE_MAX_WIDTH,
  IMAGE_QUALITY,
  THUMBNAIL_MAX_WIDTH,
  UPLOAD_TIMEOUT_MS,
  sniffMediaType,
  type MediaUploadDto,
} from "~contract/media";
import { WIZARD_MESSAGES } from "~contract/messages/wizard";
import type { UploadEvents, UploaderOptions } from "./upload-status";
import { uploadPreview } from "./video-preview.client";
import { smallJpeg } from "./small-jpeg.client";

/** The small variant: a JPEG at most 480 px wide, or null when the browser cannot draw the image. */
async function smallVariant(blob: Blob): Promise<Blob | null> {
  try {
    const bitmap = await createImageBitmap(blob);
    if (bitmap.width <= THUMBNAIL_MAX_WIDTH) return blob;
    const small = await smallJpeg(bitmap, bitmap.width, bitmap.height);
    bitmap.close();
    return small;
  } catch {
    return null; // The Worker makes one instead (decision 0066).
  }
}

/** The upload route's answer, which Uppy types only as its generic response body. */
const uploaded = (body: unknown): MediaUploadDto | undefined =>
  typeof body === "object" && body !== null && typeof (body as { id?: unknown }).id === "number"
    ? (body as MediaUploadDto)
    : undefined;

function messageOf(xhr: XMLHttpRequest | undefined): string {
  try {
    const body = JSON.parse(xhr?.responseText ?? "") as { message?: string };
    if (body.message) return body.message;
  } catch {
    /* not JSON: a network failure or a timeout */
  }
  return xhr && xhr.status === 0 ? "The upload failed: check your connection and try again" : "The upload failed";
}

export function createUploader(options: UploaderOptions, events: UploadEvents) {
  const uppy = new Uppy({
    autoProceed: true,
    restrictions: { allowedFileTypes: [options.accept], maxNumberOfFiles: options.maxFiles ?? null },
    locale: { strings: { youCanOnlyUploadFileTypes: WIZARD_MESSAGES.wrongFileType } } as never,
  });
  if (options.kind !== "VIDEO") {
    uppy.use(Compressor, { quality: IMAGE_QUALITY, maxWidth: IMAGE_MAX_WIDTH, maxHeight: IMAGE_MAX_HEIGHT });
    uppy.addPreProcessor(async (ids) => {
      for (const id of ids) {
        const file = uppy.getFile(id);
        const thumbnail = file?.data instanceof Blob ? await smallVariant(file.data) : null;
        if (thumbnail) uppy.setFileMeta(id, { thumbnail });
      }
    });
  }
  uppy.use(XHRUpload, {
    endpoint: "/add-vehicle/upload",
    fieldName: "file",
    allowedMetaFields: ["kind", "thumbnail"],
    timeout: UPLOAD_TIMEOUT_MS,
    limit: 3,
    // Retry only lost connections and overloads, never a refused file.
    shouldRetry: (xhr) => xhr.status === 0 || xhr.status === 503,
  });
  uppy.setMeta({ kind: options.kind });
  uppy.on("file-added", (file) => events.onStatus(file.id, { name: file.name ?? "file", status: "PENDING" }));
  uppy.on("upload-progress", (file, progress) => {
    if (!file) return;
    const total = progress.bytesTotal || 1;
    events.onStatus(file.id, {
      status: "IN_PROGRESS",
      percent: Math.round((100 * (progress.bytesUploaded ?? 0)) / total),
    });
  });
  uppy.on("upload-success", (file, response) => {
    if (file) events.onStatus(file.id, { status: "SENT", percent: 100, media: uploaded(response.body) });
  });
  uppy.on("upload-error", (file, _error, response) => {
    // Uppy hands over the XMLHttpRequest as the response here.
    const message = messageOf(response as unknown as XMLHttpRequest | undefined);
    if (file) events.onStatus(file.id, { status: "FAILED", error: message });
    events.onError(message);
  });
  uppy.on("restriction-failed", (_file, error) => events.onError(error.message || WIZARD_MESSAGES.wrongFileType));
  uppy.on("progress", (percent) => events.onProgress(percent));
  uppy.on("complete", (result) => {
    const sent = (result.successful ?? []).flatMap((f) => {
      const id = uploaded(f.response?.body)?.id;
      return typeof id === "number" ? [{ id, data: f.data }] : [];
    });
    void (async () => {
      const previews: Record<number, number> = {};
      if (options.kind === "VIDEO")
        for (const f of sent) {
          const preview = f.data instanceof Blob ? await uploadPreview(f.data) : null;
          if (preview) previews[f.id] = preview;
        }
      events.onComplete(
        sent.map((f) => f.id),
        previews,
      );
    })();
  });
  return {
    async add(files: File[]) {
      // The server's own magic-byte check, made first here: a file named .png that is none would
      // otherwise go through Compressor's failing decode (a blob fetch the CSP blocks) before it is
      // refused. All are read before any is added, so autoProceed sends them as one batch.
      const heads = await Promise.all(files.map((f) => f.slice(0, 32).arrayBuffer()));
      const media = files.filter((_, i) => sniffMediaType(new Uint8Array(heads[i])) !== null);
      if (media.length < files.length) events.onError(WIZARD_MESSAGES.wrongFileType);
      for (const file of media) {
        try {
          uppy.addFile({ name: file.name, type: file.type, data: file, source: "wizard" });
        } catch {
          /* restriction-failed already told the dealer */
        }
      }
    },
    destroy: () => uppy.destroy(),
  };
}
