// Step 6: up to two videos.
import { submit, type StepProps } from "./shared";

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
        <div className="upload-box">
          <label htmlFor="f-video">Add a video</label>
          <input id="f-video" type="file" name="video" accept="video/*" />
          {submit("video", "Upload")}
          <p className="field__error">{errors.video?.[0] ?? ""}</p>
        </div>
      ) : null}
    </div>
  );
}
