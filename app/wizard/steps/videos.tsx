// Step: up to two videos, the first exterior and the second interior (spec 001 sections 2.1, 5.3).
import { redirect } from "@remix-run/cloudflare";
import { WIZARD_MESSAGES } from "~contract/messages/wizard";
import { PHOTOS_TO_SKIP_SUMMARY } from "~contract/wizard/steps";
import { defineStep, type StepProps } from "../step-def";
import { UploadBox } from "../uploads/upload-box";
import { photoList, videoList } from "../form-sections.server";
import { photosOf, uploadedOr } from "../photo-actions.server";
import { call } from "../wizard-api.server";
import { toastHeaders } from "~/sessions/flash.server";
import { wizardUrl } from "../wizard-url";

function VideosView({ step, draft, errors }: StepProps) {
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
          fields={{ step: String(step), id: String(draft?.id ?? "") }}
        />
      ) : null}
    </div>
  );
}

export const videosStep = defineStep({
  id: "videos",
  title: "VIDEOS",
  label: "Videos",
  section: "videos",
  warnOnLeave: true,
  keepMounted: true,
  // "Back from step 6 goes to step 4 in add mode with fewer than 7 photos, else to step 3 in edit mode."
  back: ({ editing, photoCount }) =>
    editing ? "details" : photoCount < PHOTOS_TO_SKIP_SUMMARY ? "photos" : "photo-summary",
  View: VideosView,
  intents: {
    video: async (p) => {
      const up = await uploadedOr(p.c, p.form, "video", "VIDEO");
      if (up.error) return p.fail({ video: [up.error] });
      const videos = [
        ...videoList(p.draft),
        // The preview image the browser made of each (decision 0081); the save checks it is ours.
        ...up.ids.map((m) => ({
          mediaMetadataId: m,
          previewMediaMetadataId: Number(p.form.get(`preview-${m}`)) || null,
        })),
      ];
      if (videos.length > 2) return p.fail({ video: [WIZARD_MESSAGES.tooManyVideos] });
      const photos = photoList(photosOf(p.draft));
      return p.save({ vehicleMedia: { photos, photosToDelete: [], videos, videosToDelete: [] } }, "here");
    },
    "delete-video": async (p) => {
      const res = await call(p.c, "DELETE", "/media/{id}", { params: { id: Number(p.arg) } });
      if (!res.ok) return p.fail({ video: [res.error.message] });
      // 'Video removed successfully' (spec 001 section 7) as the step's flash message, either way.
      const message = WIZARD_MESSAGES.videoRemoved;
      const headers = await toastHeaders(p.c.context, p.c.viewer, { type: "success", message });
      return redirect(wizardUrl(p.draft?.id ?? null, p.step), { headers });
    },
  },
});
