// A vehicle's photo on the public home page: a plain lazy image over the site's placeholder. The
// lists' VehiclePhoto (its fallback swap and deferred loading) stays out of the home page's
// first-load budget (decision 0133); without JavaScript the two look the same.
import { photoSrcSet } from "~/utils/photo-srcset";

export function HomePhoto({
  src,
  small,
  sizes,
  width,
  height,
  className,
}: {
  src: string | null;
  small: string | null;
  /** Used only with a small variant, when the browser has two widths to choose from. */
  sizes: string;
  width: number;
  height: number;
  className?: string;
}) {
  return (
    <img
      className={className}
      src={src || "/images/vehicle-placeholder.svg"}
      srcSet={photoSrcSet(src, small)}
      sizes={small ? sizes : undefined}
      alt=""
      loading="lazy"
      decoding="async"
      width={width}
      height={height}
    />
  );
}
