// The detail's hero is preloaded from the head (issue 23), and the preload must fetch the very file
// the hero's <picture> then shows, or the phone downloads the photo twice.
import { describe, expect, it } from "vitest";
import { HERO_SIZES, photoSrcSet } from "~/utils/photo-srcset";
import { detailPageMeta, heroPhotoPreload } from "./hero-photo";

const FULL = "/media/photos/full.jpg";
const SMALL = "/media/photos/small.jpg";

describe("heroPhotoPreload", () => {
  it("on a phone the small variant, from 768 px the hero's srcset and sizes", () => {
    expect(heroPhotoPreload({ fileUrl: FULL, thumbnailUrl: SMALL })).toEqual([
      { tagName: "link", rel: "preload", as: "image", fetchpriority: "high", href: SMALL, media: "(max-width: 767px)" },
      {
        tagName: "link",
        rel: "preload",
        as: "image",
        fetchpriority: "high",
        href: FULL,
        imageSrcSet: photoSrcSet(FULL, SMALL),
        imageSizes: HERO_SIZES,
        media: "(min-width: 768px)",
      },
    ]);
  });

  it("the original alone when there is no small variant, nothing without a photo", () => {
    expect(heroPhotoPreload({ fileUrl: FULL, thumbnailUrl: null })).toEqual([
      { tagName: "link", rel: "preload", as: "image", fetchpriority: "high", href: FULL },
    ]);
    expect(heroPhotoPreload(undefined)).toEqual([]);
  });

  it("the page's meta: its title, then the first photo's preload", () => {
    const photos = [
      { fileUrl: FULL, thumbnailUrl: null },
      { fileUrl: "/media/photos/second.jpg", thumbnailUrl: null },
    ];
    const meta = detailPageMeta("Auction | Trade Auction");
    expect(meta({ data: { auction: { vehicle: { vehicleMedia: { photos } } } } })).toEqual([
      { title: "Auction | Trade Auction" },
      { tagName: "link", rel: "preload", as: "image", fetchpriority: "high", href: FULL },
    ]);
    // An error page has no data: the title alone.
    expect(meta({})).toEqual([{ title: "Auction | Trade Auction" }]);
  });
});
