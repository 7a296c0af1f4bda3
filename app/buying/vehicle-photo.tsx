import { useEffect, useRef, useState } from "react";
import { photoSrcSet, TILE_SIZES } from "~/utils/photo-srcset";

// The site's one placeholder picture (also used by the home page).
export const FALLBACK_PHOTO = "/images/vehicle-placeholder.svg";

/**
 * A vehicle photo over a fallback picture (spec 001 section 2.4). Without JavaScript the fallback is
 * the frame's CSS background, and a failed image with empty alt text draws nothing over it; with
 * JavaScript the image itself switches to the fallback. With a small variant the browser picks it
 * through srcset wherever the tile is small, so a list never pulls twenty full-size photos.
 */
export function VehiclePhoto({
  src,
  small,
  sizes = TILE_SIZES,
  className,
  loading = "lazy",
}: {
  src: string | null;
  small?: string | null;
  sizes?: string;
  className?: string;
  loading?: "lazy" | "eager";
}) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // An image that failed before hydration fired its error event with nobody listening.
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0) setFailed(true);
  }, [src, small]);
  const url = !src || failed ? FALLBACK_PHOTO : src;
  const srcSet = failed ? undefined : photoSrcSet(src, small);
  return (
    <span className={`vehicle-photo ${className ?? ""}`}>
      {/* Decorative: the card's title names the vehicle. */}
      <img
        ref={ref}
        src={url}
        srcSet={srcSet}
        sizes={srcSet ? sizes : undefined}
        alt=""
        loading={loading}
        decoding="async"
        width={400}
        height={300}
        onError={() => setFailed(true)}
      />
    </span>
  );
}
