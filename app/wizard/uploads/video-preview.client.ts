// A video's preview image (spec 001 section 3: Video.previewMediaMetadataId; decision 0081): the
// first frame, drawn by the browser after the video is sent and uploaded as a photo of its own.
// Only with JavaScript: the Worker cannot decode video, so without it the step shows the video's
// own first frame (preload="metadata") and the draft has no preview.
import type { MediaUploadDto } from "~contract/media";
import { smallJpeg } from "./small-jpeg.client";

async function firstFrame(video: Blob): Promise<Blob | null> {
  const url = URL.createObjectURL(video);
  try {
    const el = document.createElement("video");
    el.muted = true;
    el.preload = "auto";
    el.src = url;
    await new Promise((resolve, reject) => {
      el.onloadeddata = resolve;
      el.onerror = reject;
    });
    return await smallJpeg(el, el.videoWidth, el.videoHeight);
  } catch {
    return null; // A codec this browser lacks: the video goes without a preview.
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Uploads the first frame of `video` as a photo; answers its media id, or null. */
export async function uploadPreview(video: Blob): Promise<number | null> {
  const frame = await firstFrame(video);
  if (!frame) return null;
  const body = new FormData();
  body.append("file", frame, "preview.jpg");
  body.append("kind", "PHOTO");
  const res = await fetch("/add-vehicle/upload", { method: "POST", body });
  if (!res.ok) return null;
  return ((await res.json()) as MediaUploadDto).id;
}
