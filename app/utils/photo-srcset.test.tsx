// Every list of vehicle photos offers the browser the 480 px small variant through srcset and loads
// lazily (issue 10), so a phone on 3G never pulls full-size photos to show a list.
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { VehiclePhoto } from "~/auction/vehicle-photo";
import { HotAuction } from "~/home/hot-auction";
import { RecentlySold } from "~/home/recently-sold";
import { photoSrcSet } from "./photo-srcset";

const FULL = "/media/photos/full.jpg";
const SMALL = "/media/photos/small.jpg";
const SRCSET = `${SMALL} 480w, ${FULL} 1920w`;

/** The attributes of the first <img> in some markup. */
function img(html: string): Record<string, string> {
  const tag = html.match(/<img[^>]*>/)?.[0] ?? "";
  return Object.fromEntries([...tag.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((m) => [m[1].toLowerCase(), m[2]]));
}

describe("photoSrcSet", () => {
  it("offers the small variant at 480w beside the original", () => {
    expect(photoSrcSet(FULL, SMALL)).toBe(SRCSET);
  });
  it("offers nothing to choose from without a distinct small variant", () => {
    expect(photoSrcSet(FULL, null)).toBeUndefined();
    expect(photoSrcSet(FULL, FULL)).toBeUndefined();
    expect(photoSrcSet(null, SMALL)).toBeUndefined();
  });
});

describe("vehicle photos in lists", () => {
  it("a card or gallery tile renders srcset, sizes and lazy loading", () => {
    const a = img(renderToStaticMarkup(<VehiclePhoto src={FULL} small={SMALL} />));
    expect(a).toMatchObject({ src: FULL, srcset: SRCSET, loading: "lazy" });
    expect(a.sizes).toMatch(/100vw$/);
  });

  it("a deferred photo (a card past the first row) is an image only inside <noscript> until seen", () => {
    // With JavaScript the browser fetches nothing from <noscript>; without it that image is the photo.
    const html = renderToStaticMarkup(<VehiclePhoto src={FULL} small={SMALL} deferred />);
    expect(html).toMatch(/^<span[^>]*><noscript><img[^>]*><\/noscript><\/span>$/);
    expect(img(html)).toMatchObject({ src: FULL, srcset: SRCSET, loading: "lazy" });
    expect(renderToStaticMarkup(<VehiclePhoto src={FULL} small={SMALL} />)).not.toContain("noscript");
    // No photo: the tiny fallback picture needs no deferring.
    expect(renderToStaticMarkup(<VehiclePhoto src={null} deferred />)).not.toContain("noscript");
  });

  it("the page's largest paint is eager and fetched first (decision 0134)", () => {
    const first = img(renderToStaticMarkup(<VehiclePhoto src={SMALL} loading="eager" priority />));
    expect(first).toMatchObject({ src: SMALL, loading: "eager", fetchpriority: "high" });
    expect(img(renderToStaticMarkup(<VehiclePhoto src={SMALL} />))).not.toHaveProperty("fetchpriority");
  });

  it("the detail's hero takes the small variant on a phone, whatever the screen's density", () => {
    const html = renderToStaticMarkup(<VehiclePhoto src={FULL} small={SMALL} smallOnPhone loading="eager" priority />);
    expect(html).toContain(`<picture><source media="(max-width: 767px)" srcSet="${SMALL}"/><img`);
    expect(img(html)).toMatchObject({ src: FULL, srcset: SRCSET, fetchpriority: "high" });
    // Without a small variant there is nothing to choose: the plain image.
    expect(renderToStaticMarkup(<VehiclePhoto src={FULL} smallOnPhone />)).not.toContain("<picture>");
  });

  it("the home page's recently sold cards and hot auction use the small variant too", () => {
    const sold = {
      id: 1,
      title: "Ford Focus",
      year: 2019,
      mileage: 42000,
      priceInPence: 100000,
      photoUrl: FULL,
      photoThumbnailUrl: SMALL,
      soldOn: "2026-11-20T10:00:00Z",
      priceLabel: "£1,000",
      mileageLabel: "42,000 miles",
      soldOnLabel: "20/11/2026",
    };
    const a = img(renderToStaticMarkup(<RecentlySold vehicles={[sold]} />));
    expect(a).toMatchObject({ src: FULL, srcset: SRCSET, loading: "lazy" });
    expect(a.sizes).toBeTruthy();

    const hot = {
      id: 2,
      title: "Ford Focus",
      year: 2019,
      mileage: 42000,
      photoUrl: FULL,
      photoThumbnailUrl: SMALL,
      highestBidInPence: null,
      bidCount: 0,
      endsOn: "2026-11-30T10:00:00Z",
      launchedOn: "2026-11-20T10:00:00Z",
      publishSecondsLeft: 100,
      highestBidLabel: null,
      endsOnLabel: "30/11/26 10:00AM",
    };
    const h = img(
      renderToStaticMarkup(
        <MemoryRouter>
          <HotAuction auction={hot} renderedAt={Date.parse("2026-11-23T10:00:00Z")} />
        </MemoryRouter>,
      ),
    );
    expect(h).toMatchObject({ src: FULL, srcset: SRCSET, loading: "lazy" });
    expect(h.sizes).toBeTruthy();
  });
});
