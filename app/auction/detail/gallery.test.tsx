// The detail's hero is its largest paint (decision 0098): the first photo alone loads at once, first
// and in a size the screen needs (the small variant or the display image through srcset); every
// other hero photo and gallery tile waits until it is needed.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { PhotoView } from "~contract/dto/vehicle";
import { GalleryGrid, GalleryHero, useGallery } from "./gallery";

const photo = (i: number): PhotoView => ({
  mediaMetadataId: i,
  fileUrl: `/media/photo-${i}.jpg`,
  thumbnailUrl: `/media/photo-${i}-small.jpg`,
  perspective: i === 1 ? "MASTER" : "OTHER",
  sortNumber: i,
  damages: [],
});

function Both({ photos }: { photos: PhotoView[] }) {
  const gallery = useGallery(photos);
  return (
    <>
      <GalleryHero gallery={gallery} name="2019 Ford Focus" />
      <GalleryGrid gallery={gallery} videos={[]} name="2019 Ford Focus" />
    </>
  );
}

const images = (html: string) =>
  [...html.matchAll(/<img[^>]*>/g)].map(([tag]) =>
    Object.fromEntries([...tag.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((m) => [m[1].toLowerCase(), m[2]])),
  );

describe("the detail's photos", () => {
  it("fetch the hero's first photo eagerly, first, and by srcset; everything else lazily", () => {
    const html = renderToStaticMarkup(<Both photos={[1, 2, 3].map(photo)} />);
    const [hero, ...rest] = images(html);
    expect(hero).toMatchObject({
      loading: "eager",
      fetchpriority: "high",
      srcset: "/media/photo-1-small.jpg 480w, /media/photo-1.jpg 1920w",
    });
    expect(hero.sizes).toMatch(/90vw$/);
    expect(rest).toHaveLength(5);
    for (const other of rest) {
      expect(other.loading).toBe("lazy");
      expect(other.fetchpriority).toBeUndefined();
    }
  });

  it("names each hero photo with its place, and links the count to the gallery", () => {
    const html = renderToStaticMarkup(<Both photos={[1, 2].map(photo)} />);
    expect(html).toContain('aria-label="2019 Ford Focus: Main photo (1 of 2)"');
    expect(html).toContain('<a class="hero__count" href="#gallery">2 photos</a>');
  });
});
