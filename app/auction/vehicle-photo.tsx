import { useEffect, useRef, useState, type ReactElement } from "react";
import { PHONE_MEDIA, photoSrcSet, TILE_SIZES } from "~/utils/photo-srcset";

// The site's one placeholder picture (also used by the home page).
export const FALLBACK_PHOTO = "/images/vehicle-placeholder.svg";

/**
 * A deferred photo starts loading as its frame scrolls into view (decision 0080): a small JPEG
 * arrives while the dealer reads the card, where Chrome's native lazy loading would fetch every
 * photo 1250 to 2500 px below the screen with the page.
 */
const DEFER_MARGIN = "0px";

/**
 * A vehicle photo over a fallback picture (spec 001 section 2.4). Without JavaScript the fallback is
 * the frame's CSS background, and a failed image with empty alt text draws nothing over it; with
 * JavaScript the image itself switches to the fallback. With a small variant the browser picks it
 * through srcset wherever the tile is small, so a list never pulls twenty full-size photos.
 *
 * `deferred` (list cards past the first row, decision 0080): the server sends the image inside
 * <noscript>, so without JavaScript it is an ordinary lazy image, and with JavaScript nothing is
 * fetched until the frame scrolls into view.
 */
export function VehiclePhoto({
  src,
  small,
  sizes = TILE_SIZES,
  className,
  loading = "lazy",
  deferred = false,
  priority = false,
  smallOnPhone = false,
}: {
  src: string | null;
  small?: string | null;
  sizes?: string;
  className?: string;
  loading?: "lazy" | "eager";
  deferred?: boolean;
  /** The page's largest paint (the detail's hero, a list's first row): fetched before other images. */
  priority?: boolean;
  /**
   * On a phone (under 768 px) the small variant whatever the screen's density: the detail's hero on
   * a phone is its largest paint, and srcset alone would pick the 1920 px original at 2x or 3x
   * (decision 0134).
   */
  smallOnPhone?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const [near, setNear] = useState(!deferred || !src);
  // Set once hydrated (never on the server, so without JavaScript the picture stays underneath).
  const [waiting, setWaiting] = useState(false);
  const frame = useRef<HTMLSpanElement>(null);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // An image that failed before hydration fired its error event with nobody listening.
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
    setWaiting(Boolean(src) && !(img && img.complete && img.naturalWidth > 0));
  }, [src, small, near]);
  useEffect(() => {
    const el = frame.current;
    if (near || !el) return;
    if (typeof IntersectionObserver === "undefined") return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: DEFER_MARGIN,
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  const url = !src || failed ? FALLBACK_PHOTO : src;
  const srcSet = failed ? undefined : photoSrcSet(src, small);
  // Decorative: the card's title names the vehicle.
  const img = (
    <img
      ref={ref}
      src={url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt=""
      loading={loading}
      // React 18 knows no fetchPriority prop; the lowercase attribute passes through as it is.
      {...(priority ? { fetchpriority: "high" } : {})}
      decoding={priority ? "auto" : "async"}
      width={400}
      height={300}
      onLoad={() => setWaiting(false)}
      onError={() => {
        setFailed(true);
        setWaiting(false);
      }}
    />
  );
  return (
    <span
      ref={frame}
      className={`vehicle-photo${waiting && !failed ? " vehicle-photo--waiting" : ""} ${className ?? ""}`}
    >
      {near ? withPhoneSource(img, smallOnPhone && !failed ? small : null) : <noscript>{img}</noscript>}
    </span>
  );
}

/** The phone's source before the image, when there is a small variant to give it. */
function withPhoneSource(img: ReactElement, small: string | null | undefined) {
  if (!small) return img;
  return (
    <picture>
      <source media={PHONE_MEDIA} srcSet={small} />
      {img}
    </picture>
  );
}
