// From the coefficient store to RGBA rows at 1/8, 1/4, 1/2 or full scale. Each 8x8 block becomes
// k x k pixels by an inverse DCT over its k x k lowest frequencies (the 8-point basis truncated to
// k points keeps the block's mean and its coarse detail); the rows are made one MCU row at a time
// and handed to `sink`, so no whole-image buffer is ever built here.
import type { Frame } from "./frame";
import type { CoefficientStore } from "./scans";

/** basis[x * k + u]: the k-point inverse DCT weight of frequency u at pixel x, JPEG-normalised. */
function basis(k: number): Float32Array {
  const b = new Float32Array(k * k);
  for (let x = 0; x < k; x++)
    for (let u = 0; u < k; u++)
      b[x * k + u] = 0.5 * (u === 0 ? Math.SQRT1_2 : 1) * Math.cos(((2 * x + 1) * u * Math.PI) / (2 * k));
  return b;
}

const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : v);

/** Scaled width and height of the image decoded with k x k pixels a block. */
export const scaledSize = (frame: Frame, k: number) => ({
  width: Math.ceil((frame.width * k) / 8),
  height: Math.ceil((frame.height * k) / 8),
});

export function emitRows(frame: Frame, store: CoefficientStore, sink: (row: Uint8ClampedArray) => void) {
  const { k } = store;
  const kk = k * k;
  const b = basis(k);
  const { width, height } = scaledSize(frame, k);
  // One MCU row of each component's samples, at the scaled size.
  const strips = frame.components.map((c) => ({
    c,
    stride: c.blocksAcross * k,
    samples: new Uint8Array(c.blocksAcross * k * c.v * k),
  }));
  const block = new Float32Array(kk);
  const tmp = new Float32Array(kk);
  const row = new Uint8ClampedArray(width * 4);
  const rgb = frame.components.length === 3 && frame.adobeTransform === 0;
  const mcuRows = k * frame.vMax;
  let y = 0;
  for (let my = 0; my < frame.mcusDown && y < height; my++) {
    strips.forEach(({ c, stride, samples }, ci) => {
      const coefficients = store.coefficients[ci];
      for (let v = 0; v < c.v; v++)
        for (let bx = 0; bx < c.blocksAcross; bx++) {
          const at = ((my * c.v + v) * c.blocksAcross + bx) * kk;
          for (let i = 0; i < kk; i++) block[i] = coefficients[at + i] * c.quant[((i / k) | 0) * 8 + (i % k)];
          // Rows: tmp[y][x] = sum_u basis[x][u] * block[y][u]; then columns.
          for (let r = 0; r < k; r++)
            for (let x = 0; x < k; x++) {
              let s = 0;
              for (let u = 0; u < k; u++) s += b[x * k + u] * block[r * k + u];
              tmp[r * k + x] = s;
            }
          for (let x = 0; x < k; x++)
            for (let yy = 0; yy < k; yy++) {
              let s = 0;
              for (let u = 0; u < k; u++) s += b[yy * k + u] * tmp[u * k + x];
              samples[(v * k + yy) * stride + bx * k + x] = clamp(Math.round(s + 128));
            }
        }
    });
    for (let sy = 0; sy < mcuRows && y < height; sy++, y++) {
      const [lum, cb, cr] = strips.map((s) => {
        const line = Math.floor((sy * s.c.v) / frame.vMax);
        return { s, line: line * s.stride };
      });
      for (let x = 0; x < width; x++) {
        const o = x * 4;
        const Y = lum.s.samples[lum.line + Math.floor((x * lum.s.c.h) / frame.hMax)];
        if (!cb) {
          row[o] = row[o + 1] = row[o + 2] = Y;
        } else {
          const B = cb.s.samples[cb.line + Math.floor((x * cb.s.c.h) / frame.hMax)];
          const R = cr.s.samples[cr.line + Math.floor((x * cr.s.c.h) / frame.hMax)];
          if (rgb) {
            row[o] = Y;
            row[o + 1] = B;
            row[o + 2] = R;
          } else {
            row[o] = Y + 1.402 * (R - 128);
            row[o + 1] = Y - 0.344136 * (B - 128) - 0.714136 * (R - 128);
            row[o + 2] = Y + 1.772 * (B - 128);
          }
        }
        row[o + 3] = 255;
      }
      sink(row);
    }
  }
}
