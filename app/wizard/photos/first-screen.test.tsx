// The photo step's largest paint is its first tile's photo (decision 0228): the first row is in the
// first HTML with its photos fetched at once, the very first ahead of the scripts; the rest wait.
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { arrange } from "~contract/wizard/photo-slots";
import type { DraftPhotoDto } from "~contract/dto/draft";
import { PerspectiveTiles } from "./perspective-tiles";

const photo = (i: number): DraftPhotoDto => ({
  mediaMetadataId: i,
  fileUrl: `/media/photo-${i}.jpg`,
  thumbnailUrl: `/media/photo-${i}-small.jpg`,
  perspective: null,
  sortNumber: i,
  status: "SENT",
  damages: [],
});

const images = (html: string) =>
  [...html.matchAll(/<img[^>]*>/g)].map(([tag]) =>
    Object.fromEntries([...tag.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((m) => [m[1].toLowerCase(), m[2]])),
  );

describe("the photo step's tiles", () => {
  it("load the first row's small photos with the page, the first with high priority, the rest lazily", () => {
    const photos = Array.from({ length: 12 }, (_, i) => photo(i + 1));
    const tiles = (
      <PerspectiveTiles
        slots={arrange(photos)}
        byId={new Map(photos.map((p) => [p.mediaMetadataId, p]))}
        step={4}
        draftId={1}
        errors={{}}
      />
    );
    // The tiles' upload boxes post through Remix's router, so they render inside one.
    const html = renderToStaticMarkup(<RouterProvider router={createMemoryRouter([{ path: "/", element: tiles }])} />);
    const [first, second, third, ...rest] = images(html);
    expect(first).toMatchObject({ src: "/media/photo-1-small.jpg", loading: "eager", fetchpriority: "high" });
    for (const next of [second, third]) {
      expect(next.loading).toBe("eager");
      expect(next.fetchpriority).toBeUndefined();
    }
    expect(rest).toHaveLength(9);
    expect(rest.every((img) => img.loading === "lazy" && img.fetchpriority === undefined)).toBe(true);
  });
});
