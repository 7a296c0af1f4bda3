// The photo steps' largest paint is their first tile's photo (decision 0228): the first row of the
// wide grid (three columns; on a phone the first tile is the one in view) loads with the HTML, the
// first ahead of the scripts, instead of waiting for layout as lazy images do; the rest stay lazy.
const EAGER_TILES = 3;

/** The loading attributes of the photo in tile `n` (1-based). */
export const firstScreen = (n: number) =>
  // React 18 knows no fetchPriority prop; the lowercase attribute passes through as it is.
  n === 1
    ? ({ loading: "eager", fetchpriority: "high" } as const)
    : ({ loading: n <= EAGER_TILES ? "eager" : "lazy" } as const);
