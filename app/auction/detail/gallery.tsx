// PHOTOS of the detail (spec 001 section 2.5): the photos in order with their damage photos marked
// over them, and the videos. Thumbnails link to the full images; with JavaScript they open the
// lightbox.
import type { PhotoView, VideoView } from "~contract/dto/vehicle";
import { VehiclePhoto } from "../vehicle-photo";
import { Lightbox, useLightbox, type LightboxItem } from "./lightbox";

/** Gallery tiles: a quarter of the width on a phone, a sixth (of a narrower column) from 768 px. */
const GALLERY_TILE_SIZES = "(min-width: 768px) 12vw, 25vw";

const PERSPECTIVE_LABELS: Record<string, string> = {
  MASTER: "Main photo",
  LEFT_FRONT: "Left front",
  LEFT_SIDE: "Left side",
  LEFT_REAR: "Left rear",
  REAR: "Rear",
  RIGHT_REAR: "Right rear",
  RIGHT_SIDE: "Right side",
  RIGHT_FRONT: "Right front",
  INTERIOR_1: "Interior 1",
  INTERIOR_2: "Interior 2",
  INTERIOR_3: "Interior 3",
  INTERIOR_4: "Interior 4",
  OTHER: "Extra photo",
};

/** "PAINT_OFF_COLOUR" -> "Paint off colour". */
export function damageLabel(type: string | null): string {
  if (!type) return "Damage";
  const words = type.toLowerCase().replace(/_/g, " ");
  return words[0].toUpperCase() + words.slice(1);
}

function photoItems(photos: PhotoView[]): { items: LightboxItem[]; photoIndex: number[]; damageIndex: number[][] } {
  const items: LightboxItem[] = [];
  const photoIndex: number[] = [];
  const damageIndex: number[][] = [];
  for (const photo of photos) {
    photoIndex.push(items.length);
    items.push({ url: photo.fileUrl, caption: PERSPECTIVE_LABELS[photo.perspective ?? "OTHER"] ?? "Photo" });
    damageIndex.push(
      photo.damages.map((d) => {
        items.push({
          url: d.fileUrl,
          caption: `${damageLabel(d.damageType)} (${PERSPECTIVE_LABELS[photo.perspective ?? "OTHER"] ?? "photo"})`,
        });
        return items.length - 1;
      }),
    );
  }
  return { items, photoIndex, damageIndex };
}

export function Gallery({ photos, videos, name }: { photos: PhotoView[]; videos: VideoView[]; name: string }) {
  const { items, photoIndex, damageIndex } = photoItems(photos);
  const lightbox = useLightbox(items);
  if (photos.length === 0 && videos.length === 0) {
    return (
      <div className="gallery">
        <VehiclePhoto src={null} className="gallery__main" />
      </div>
    );
  }
  const damaged = photos.flatMap((p, i) =>
    p.damages.map((d, j) => ({ photo: p, damage: d, index: damageIndex[i][j] })),
  );
  return (
    <div className="gallery">
      <ul className="gallery__grid">
        {photos.map((photo, i) => (
          <li key={photo.mediaMetadataId} className={i === 0 ? "gallery__item gallery__item--main" : "gallery__item"}>
            <a
              href={photo.fileUrl}
              onClick={lightbox.openAt(photoIndex[i])}
              aria-label={`${name}: ${items[photoIndex[i]].caption}`}
            >
              <VehiclePhoto
                src={photo.fileUrl}
                small={photo.thumbnailUrl}
                // The main photo spans the gallery (4 of 6 columns from 768 px); the others are tiles.
                sizes={i === 0 ? "(min-width: 768px) 50vw, 100vw" : GALLERY_TILE_SIZES}
                loading={i === 0 ? "eager" : "lazy"}
              />
              {photo.damages.length > 0 ? (
                <span className="damage-badge">
                  {photo.damages.length === 1 ? "1 damage" : `${photo.damages.length} damages`}
                </span>
              ) : null}
            </a>
          </li>
        ))}
      </ul>
      {damaged.length > 0 ? (
        <div className="gallery__damages">
          <h3>Damages</h3>
          <ul>
            {damaged.map(({ damage, index }) => (
              <li key={damage.mediaMetadataId}>
                <a href={damage.fileUrl} onClick={lightbox.openAt(index)}>
                  <VehiclePhoto src={damage.fileUrl} small={damage.thumbnailUrl} sizes="33vw" />
                  <span className="damage-badge">{items[index].caption}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {videos.length > 0 ? (
        <div className="gallery__videos">
          {videos.map((video, i) => (
            <video
              key={video.mediaMetadataId}
              controls
              preload="none"
              poster={video.previewUrl ?? undefined}
              src={video.fileUrl}
            >
              <a href={video.fileUrl}>{i === 0 ? "Exterior video" : "Interior video"}</a>
            </video>
          ))}
        </div>
      ) : null}
      <Lightbox {...lightbox} label={`${name} photos`} />
    </div>
  );
}
