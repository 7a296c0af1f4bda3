// The detail's hero photo, its largest paint on a phone, asked for from the document's head
// (issue 23). In the body it sits after the header, and the page's thirty-odd module scripts were
// requested with it over the phone's few connections (Lighthouse: 0.2 to 0.9 s of load delay). A
// preload in the head starts it before the stylesheets, for the very file the hero then shows.
import type { MetaDescriptor } from "@remix-run/cloudflare";
import type { PhotoView } from "~contract/dto/vehicle";
import { HERO_SIZES, PHONE_MEDIA, photoSrcSet } from "~/utils/photo-srcset";
const DESK_MEDIA = "(min-width: 768px)";

type HeroPhoto = Pick<PhotoView, "fileUrl" | "thumbnailUrl">;

/**
 * The hero's preload, matching what its <picture> picks: on a phone the small variant (the
 * <source> for PHONE_MEDIA, decision 0134), from 768 px the srcset by HERO_SIZES. None without a
 * photo.
 */
export function heroPhotoPreload(photo: HeroPhoto | undefined): MetaDescriptor[] {
  if (!photo) return [];
  const link = { tagName: "link", rel: "preload", as: "image", fetchpriority: "high" };
  const srcSet = photoSrcSet(photo.fileUrl, photo.thumbnailUrl);
  if (!srcSet || !photo.thumbnailUrl) return [{ ...link, href: photo.fileUrl }];
  return [
    { ...link, href: photo.thumbnailUrl, media: PHONE_MEDIA },
    { ...link, href: photo.fileUrl, imageSrcSet: srcSet, imageSizes: HERO_SIZES, media: DESK_MEDIA },
  ];
}

/** The `meta` of a detail page: its title and its hero's preload. */
export function detailPageMeta(title: string) {
  return ({ data }: { data?: { auction: { vehicle: { vehicleMedia: { photos: HeroPhoto[] } } } } }) => [
    { title },
    ...heroPhotoPreload(data?.auction.vehicle.vehicleMedia.photos[0]),
  ];
}
