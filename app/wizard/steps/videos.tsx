// Step 6: up to two videos.
import type { StepProps } from "./shared";
import { UploadBox } from "../uploads/upload-box";

export function VideosStep({ draft, errors }: StepProps) {
  const videos = draft?.vehicleMedia.videos ?? [];
  return (
    <div className="stack">
      <p className="muted">Up to 2 videos: the first exterior, the second interior.</p>
      {videos.map((v, i) => {
        const label = i === 0 ? "Exterior video" : "Interior video";
        return (
          <figure key={v.mediaMetadataId} className="row video-tile" aria-label={label}>
            {/* The preview image when the draft has one, else the video's first frame (metadata only). */}
            {/* A dealer's walk-around clip comes with no caption file to offer (decision 0105). */}
            {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
            <video src={v.fileUrl} poster={v.previewUrl ?? undefined} controls preload="metadata" width="320" />
            <figcaption>{label}</figcaption>
            <button
              type="submit"
              name="intent"
              value={`delete-video:${v.mediaMetadataId}`}
              className="button button--danger button--small"
              aria-label={`Delete ${label.toLowerCase()}`}
            >
              Delete
            </button>
          </figure>
        );
      })}
      {videos.length < 2 ? (
        <UploadBox
          name="video"
          label="Add a video"
          intent="video"
          kind="VIDEO"
          accept="video/*"
          maxFiles={2 - videos.length}
          error={errors.video?.[0]}
          fields={{ step: "6", id: String(draft?.id ?? "") }}
        />
      ) : null}
    </div>
  );
}
