// Slices of a donut as SVG paths (annular sectors), clockwise from twelve o'clock. Pure, so the
// server renders the chart and a unit test checks the arithmetic.
export interface Slice<K extends string> {
  key: K;
  value: number;
  path: string;
}

const point = (cx: number, cy: number, r: number, angle: number) =>
  `${(cx + r * Math.sin(angle)).toFixed(2)} ${(cy - r * Math.cos(angle)).toFixed(2)}`;

/** One annular sector from angle a0 to a1 (radians, clockwise from the top). */
export function sectorPath(c: number, inner: number, outer: number, a0: number, a1: number): string {
  // A whole ring cannot be one arc (start and end coincide): draw it as two halves.
  if (a1 - a0 >= 2 * Math.PI - 1e-9) {
    const mid = a0 + Math.PI;
    return `${sectorPath(c, inner, outer, a0, mid)} ${sectorPath(c, inner, outer, mid, a0 + 2 * Math.PI)}`;
  }
  const large = a1 - a0 > Math.PI ? 1 : 0;
  return [
    `M ${point(c, c, outer, a0)}`,
    `A ${outer} ${outer} 0 ${large} 1 ${point(c, c, outer, a1)}`,
    `L ${point(c, c, inner, a1)}`,
    `A ${inner} ${inner} 0 ${large} 0 ${point(c, c, inner, a0)}`,
    "Z",
  ].join(" ");
}

/** The non-empty slices of `order`, in that order, sized by their share of the total. */
export function donutSlices<K extends string>(
  order: readonly K[],
  counts: Record<K, number>,
  size: number,
  inner: number,
  outer: number,
): Slice<K>[] {
  const total = order.reduce((sum, k) => sum + (counts[k] ?? 0), 0);
  if (total === 0) return [];
  const c = size / 2;
  let angle = 0;
  return order
    .filter((k) => (counts[k] ?? 0) > 0)
    .map((key) => {
      const sweep = (counts[key] / total) * 2 * Math.PI;
      const slice = { key, value: counts[key], path: sectorPath(c, inner, outer, angle, angle + sweep) };
      angle += sweep;
      return slice;
    });
}
