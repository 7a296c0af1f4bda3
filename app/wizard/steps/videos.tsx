// Step 6: up to two videos.
import { submit, type StepProps } from "./shared";
import { UploadBox } from "../uploads/upload-box";

export function VideosStep({ draft, errors }: StepProps) {
  const videos = draft?.vehicleMedia.videos ?? [];
  return (
    <div className="stack">
      <p className="muted">Up to 2 videos: the first exterior, the second interior.</p>
      {videos.map((v, i) => (
        <div key={v.mediaMetadataId} className="row">
          <video src={v.fileUrl} controls preload="none" width="320" />
          <span>{i === 0 ? "Exterior" : "Interior"}</span>
          {submit(`delete-video:${v.mediaMetadataId}`, "Delete", "button button--danger button--small")}
        </div>
      ))}
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
