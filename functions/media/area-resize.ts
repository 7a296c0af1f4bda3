// Shrinks an image fed one RGBA row at a time to a smaller size by area averaging (each output
// pixel is the mean of the input area it covers, fractional edges weighted), holding only the
// output and two rows of sums: decoders stream rows in, so no full-size image is ever in memory.

export interface Rgba {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** Where each input column lands: its first output column and the share of it that goes there. */
function spans(from: number, to: number) {
  const first = new Int32Array(from);
  const share = new Float32Array(from);
  const scale = to / from;
  for (let x = 0; x < from; x++) {
    const start = x * scale;
    const o = Math.floor(start);
    first[x] = o;
    // The part of [start, start + scale) that falls inside output column o.
    share[x] = Math.min(o + 1, start + scale) - start;
  }
  return { first, share, scale };
}

export class AreaResizer {
  readonly out: Rgba;
  private cols: ReturnType<typeof spans>;
  private rowScale: number;
  private sums: [Float32Array, Float32Array];
  private y = 0;
  private current = 0;

  constructor(
    readonly inWidth: number,
    readonly inHeight: number,
    width: number,
    height: number,
  ) {
    this.out = { data: new Uint8ClampedArray(width * height * 4), width, height };
    this.cols = spans(inWidth, width);
    this.rowScale = height / inHeight;
    this.sums = [new Float32Array(width * 4), new Float32Array(width * 4)];
  }

  /** Adds the next input row (RGBA, inWidth pixels). */
  push(row: Uint8ClampedArray | Uint8Array) {
    if (this.y >= this.inHeight) return;
    const start = this.y * this.rowScale;
    const o = Math.floor(start);
    while (this.current < o) this.flush();
    const upper = Math.min(o + 1, start + this.rowScale) - start;
    this.add(row, this.sums[0], upper);
    if (upper < this.rowScale) this.add(row, this.sums[1], this.rowScale - upper);
    this.y++;
    if (this.y === this.inHeight) while (this.current < this.out.height) this.flush();
  }

  private add(row: Uint8ClampedArray | Uint8Array, sums: Float32Array, weight: number) {
    const { first, share, scale } = this.cols;
    const last = this.out.width - 1;
    for (let x = 0; x < this.inWidth; x++) {
      const o = first[x] * 4;
      const a = share[x] * weight;
      const i = x * 4;
      sums[o] += row[i] * a;
      sums[o + 1] += row[i + 1] * a;
      sums[o + 2] += row[i + 2] * a;
      sums[o + 3] += row[i + 3] * a;
      const rest = scale - share[x];
      if (rest > 1e-6 && first[x] < last) {
        const b = rest * weight;
        sums[o + 4] += row[i] * b;
        sums[o + 5] += row[i + 1] * b;
        sums[o + 6] += row[i + 2] * b;
        sums[o + 7] += row[i + 3] * b;
      }
    }
  }

  /** The current output row is complete: write it and move the sums up. */
  private flush() {
    if (this.current < this.out.height) this.out.data.set(this.sums[0], this.current * this.out.width * 4);
    this.current++;
    const done = this.sums[0];
    done.fill(0);
    this.sums = [this.sums[1], done];
  }
}

/** The size that fits inside maxWidth x maxHeight keeping the aspect ratio (never larger). */
export function fitInside(width: number, height: number, maxWidth: number, maxHeight: number) {
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** A whole image shrunk to width x height. */
export function resizeImage(image: Rgba, width: number, height: number): Rgba {
  if (width === image.width && height === image.height) return image;
  const resizer = new AreaResizer(image.width, image.height, width, height);
  const stride = image.width * 4;
  for (let y = 0; y < image.height; y++) resizer.push(image.data.subarray(y * stride, (y + 1) * stride));
  return resizer.out;
}
