// PHOTOS of the detail (spec 001 section 2.5), in two parts (decision 0098): the hero, one photo at
// a time that a thumb swipes through (CSS scroll snap, no script), and below the auction card the
// gallery of every photo as tiles, with the damage photos and the videos. Every photo is a plain
// link to its full image; with JavaScript it opens the lightbox.
import type { PhotoView, VideoView } from "~contract/dto/vehicle";
import { HERO_SIZES } from "~/utils/photo-srcset";
import { VehiclePhoto } from "../vehicle-photo";
import { Lightbox, useLightbox, type LightboxItem } from "./lightbox";

/** Gallery tiles: a quarter of the width on a phone, a sixth of the photo column from 768 px. */
const GALLERY_TILE_SIZES = "(min-width: 1024px) 130px, (min-width: 768px) 16vw, 25vw";

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

const perspectiveOf = (photo: PhotoView) => PERSPECTIVE_LABELS[photo.perspective ?? "OTHER"] ?? "Photo";

/** Every photo and damage photo in the lightbox's order, and where each one sits in it. */
export function useGallery(photos: PhotoView[]) {
  const items: LightboxItem[] = [];
  const photoIndex: number[] = [];
  const damageIndex: number[][] = [];
  for (const photo of photos) {
    photoIndex.push(items.length);
    items.push({ url: photo.fileUrl, caption: perspectiveOf(photo) });
    damageIndex.push(
      photo.damages.map((d) => {
        items.push({ url: d.fileUrl, caption: `${damageLabel(d.damageType)} (${perspectiveOf(photo)})` });
        return items.length - 1;
      }),
    );
  }
  return { photos, items, photoIndex, damageIndex, lightbox: useLightbox(items) };
}

export type GalleryState = ReturnType<typeof useGallery>;

const damageCount = (n: number) => (n === 1 ? "1 damage" : `${n} damages`);

/** The hero: the first photo is the page's largest paint, so it alone loads at once and first. */
export function GalleryHero({ gallery, name }: { gallery: GalleryState; name: string }) {
  const { photos, items, photoIndex, lightbox } = gallery;
  if (photos.length === 0) {
    return (
      <div className="hero">
        <VehiclePhoto src={null} className="hero__photo" loading="eager" />
      </div>
    );
  }
  return (
    <div className="hero">
      <ul className="hero__strip snap-strip" aria-label={`${name}: photos, swipe for the next`}>
        {photos.map((photo, i) => (
          <li key={photo.mediaMetadataId} className="hero__item">
            <a
              href={photo.fileUrl}
              onClick={lightbox.openAt(photoIndex[i])}
              aria-label={`${name}: ${items[photoIndex[i]].caption} (${i + 1} of ${photos.length})`}
            >
              <VehiclePhoto
                src={photo.fileUrl}
                small={photo.thumbnailUrl}
                sizes={HERO_SIZES}
                className="hero__photo"
                loading={i === 0 ? "eager" : "lazy"}
                priority={i === 0}
                // Every photo of the strip: the next one peeks in and is fetched at once, and at a
                // phone's density srcset would take its 1920 px original (about 400 KB) for it.
                smallOnPhone
                // The rest of the strip is off to the side: fetched as it is swiped in (decision 0134).
                deferred={i > 0}
              />
            </a>
          </li>
        ))}
      </ul>
      {photos.length > 1 ? (
        <a className="hero__count" href="#gallery">
          {photos.length} photos
        </a>
      ) : null}
    </div>
  );
}

export function GalleryGrid({ gallery, videos, name }: { gallery: GalleryState; videos: VideoView[]; name: string }) {
  const { photos, items, photoIndex, damageIndex, lightbox } = gallery;
  const damaged = photos.flatMap((p, i) => p.damages.map((d, j) => ({ damage: d, index: damageIndex[i][j] })));
  return (
    <div className="gallery">
      {photos.length > 0 ? (
        <ul className="gallery__grid">
          {photos.map((photo, i) => (
            <li key={photo.mediaMetadataId} className="gallery__item">
              <a
                href={photo.fileUrl}
                onClick={lightbox.openAt(photoIndex[i])}
                aria-label={`${name}: ${items[photoIndex[i]].caption}`}
              >
                <VehiclePhoto src={photo.fileUrl} small={photo.thumbnailUrl} sizes={GALLERY_TILE_SIZES} deferred />
                {photo.damages.length > 0 ? (
                  <span className="damage-badge">{damageCount(photo.damages.length)}</span>
                ) : null}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {damaged.length > 0 ? (
        <div className="gallery__damages">
          <h3>Damages</h3>
          <ul>
            {damaged.map(({ damage, index }) => (
              <li key={damage.mediaMetadataId}>
                <a href={damage.fileUrl} onClick={lightbox.openAt(index)}>
                  <VehiclePhoto src={damage.fileUrl} small={damage.thumbnailUrl} sizes="33vw" deferred />
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
            // A dealer's walk-around clip comes with no caption file to offer (decision 0105).
            // eslint-disable-next-line jsx-a11y/media-has-caption
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
