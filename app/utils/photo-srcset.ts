// Which file a listed vehicle photo loads: the small variant (at most 480 px wide, decision 0066)
// wherever the tile is small, the original (at most 1920 px) only where the tile needs it. Every list
// of vehicle photos (search, My Vehicles, My Bids, the watchlist, the gallery, the home page) goes
// through here, so a dealer on 3G never pulls twenty full-size photos to see a list.
// Originals are scaled to at most IMAGE_MAX_WIDTH before upload (spec 001 section 5.3).
import { IMAGE_MAX_WIDTH, THUMBNAIL_MAX_WIDTH } from "~contract/photo-sizes";

/** A list card (.card-grid): one column on a phone, two from 768 px, three beside the make list from 1200 px. */
export const TILE_SIZES = "(min-width: 1200px) 25vw, (min-width: 768px) 50vw, 100vw";

/**
 * The detail's hero: nearly the phone's width (the next photo peeks in), the photo column on a
 * desk. Here, not beside the hero's preload, so the seller's detail, which has no preload, does not
 * load that module.
 */
export const HERO_SIZES = "(min-width: 1200px) 780px, (min-width: 1024px) 64vw, 90vw";

/** The site's phone layout (the stylesheets' breakpoint is 768 px). */
export const PHONE_MEDIA = "(max-width: 767px)";

/** `srcset` for a photo with its small variant, or undefined when there is none to choose from. */
export function photoSrcSet(src: string | null | undefined, small: string | null | undefined): string | undefined {
  if (!src || !small || small === src) return undefined;
  return `${small} ${THUMBNAIL_MAX_WIDTH}w, ${src} ${IMAGE_MAX_WIDTH}w`;
}
