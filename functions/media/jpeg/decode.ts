// A JPEG decoded straight to a size that fits a box (decision 0116): the smallest DCT scale (1/8,
// 1/4, 1/2 or 1) that is still at least the box's size, then area averaging down to it, one MCU row
// at a time. Memory is the scale's share of the coefficients plus the fitted image, so a 50 MP
// phone photo fits a Worker's 128 MB where a full decode (200 MB of pixels) cannot.
import { AreaResizer, fitInside, type Rgba } from "../area-resize";
import { Unsupported, readJpeg, type Frame } from "./frame";
import { createStore, decodeScan, type CoefficientStore } from "./scans";
import { emitRows, scaledSize } from "./pixels";

export interface Fitted {
  image: Rgba;
  /** Pixels a block (1, 2, 4 or 8), i.e. the DCT scale k/8. */
  k: number;
  /** Bytes the decoder held at its peak (coefficient store and output), for the record. */
  workingBytes: number;
}

/** The smallest k whose scaled image is at least width x height. */
export function chooseScale(frame: Pick<Frame, "width" | "height">, width: number, height: number): number {
  for (const k of [1, 2, 4]) {
    if (Math.ceil((frame.width * k) / 8) >= width && Math.ceil((frame.height * k) / 8) >= height) return k;
  }
  return 8;
}

/** The JPEG fitted inside maxWidth x maxHeight (in the stored orientation), never enlarged. */
export function decodeJpegFitted(bytes: Uint8Array, maxWidth: number, maxHeight: number): Fitted {
  const state: { frame?: Frame; store?: CoefficientStore } = {};
  readJpeg(
    bytes,
    (f) => {
      const fit = fitInside(f.width, f.height, maxWidth, maxHeight);
      state.frame = f;
      state.store = createStore(f, chooseScale(f, fit.width, fit.height));
    },
    (scan, f) => decodeScan(bytes, f, scan, state.store!),
  );
  const { frame: f, store: s } = state;
  if (!f || !s) throw new Unsupported("no frame");
  const scaled = scaledSize(f, s.k);
  const fit = fitInside(f.width, f.height, maxWidth, maxHeight);
  const resizer = new AreaResizer(scaled.width, scaled.height, fit.width, fit.height);
  emitRows(f, s, (row) => resizer.push(row));
  const workingBytes =
    s.coefficients.reduce((n, c) => n + c.byteLength, 0) +
    s.nonZero.reduce((n, m) => n + (m?.byteLength ?? 0), 0) +
    resizer.out.data.byteLength;
  return { image: resizer.out, k: s.k, workingBytes };
}
