// A PNG's pixels one row at a time (RGBA, 8 bits), inflated with the runtime's own
// DecompressionStream and unfiltered against the previous row only, so a large screenshot or
// photo never has all its pixels in memory. Transparent pixels are laid on white (the variants are
// JPEG). Interlaced (Adam7) PNGs are refused: their rows do not arrive in order.
import { Unsupported } from "./jpeg/frame";

interface Header {
  width: number;
  height: number;
  depth: number;
  colour: number;
}

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

function chunks(bytes: Uint8Array<ArrayBuffer>) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const idat: Uint8Array<ArrayBuffer>[] = [];
  let header: Header | null = null;
  let palette: Uint8Array | null = null;
  let alpha: Uint8Array | null = null;
  for (let at = 8; at + 8 <= bytes.length; ) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const body = bytes.subarray(at + 8, at + 8 + length);
    if (type === "IHDR") {
      if (body[12] !== 0) throw new Unsupported("interlaced PNG");
      header = { width: view.getUint32(at + 8), height: view.getUint32(at + 12), depth: body[8], colour: body[9] };
    } else if (type === "PLTE") palette = body;
    else if (type === "tRNS") alpha = body;
    else if (type === "IDAT") idat.push(body);
    else if (type === "IEND") break;
    at += 12 + length;
  }
  if (!header || !CHANNELS[header.colour]) throw new Unsupported("PNG header");
  return { header, idat, palette, alpha };
}

const paeth = (a: number, b: number, c: number) => {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

function unfilter(line: Uint8Array, prev: Uint8Array, bpp: number) {
  const filter = line[0];
  const cur = line.subarray(1);
  for (let i = 0; i < cur.length; i++) {
    const a = i >= bpp ? cur[i - bpp] : 0;
    const b = prev[i];
    const c = i >= bpp ? prev[i - bpp] : 0;
    const add = filter === 1 ? a : filter === 2 ? b : filter === 3 ? (a + b) >> 1 : filter === 4 ? paeth(a, b, c) : 0;
    cur[i] = (cur[i] + add) & 255;
  }
  return cur;
}

/** Reads the PNG's size, then streams its rows to `sink`; `onSize` may choose the sink first. */
export async function pngRows(
  bytes: Uint8Array<ArrayBuffer>,
  onSize: (width: number, height: number) => (row: Uint8ClampedArray) => void,
): Promise<void> {
  const { header, idat, palette, alpha } = chunks(bytes);
  const { width, height, depth, colour } = header;
  const channels = CHANNELS[colour];
  const bitsPerPixel = channels * depth;
  const lineBytes = Math.ceil((width * bitsPerPixel) / 8);
  const bpp = Math.max(1, bitsPerPixel >> 3);
  const sink = onSize(width, height);
  const line = new Uint8Array(lineBytes + 1);
  const prev = new Uint8Array(lineBytes);
  let filled = 0;
  let y = 0;
  const row = new Uint8ClampedArray(width * 4);
  const sample = (cur: Uint8Array, i: number) => {
    // Sample i of the row scaled to 0..255 (16-bit keeps its high byte; 1/2/4-bit are spread).
    if (depth === 8) return cur[i];
    if (depth === 16) return cur[i * 2];
    const bitAt = i * depth;
    const v = (cur[bitAt >> 3] >> (8 - depth - (bitAt & 7))) & ((1 << depth) - 1);
    return colour === 3 ? v : Math.round((v * 255) / ((1 << depth) - 1));
  };
  const emit = (cur: Uint8Array) => {
    for (let x = 0; x < width; x++) {
      let r: number,
        g: number,
        b: number,
        a = 255;
      const s = x * channels;
      if (colour === 3) {
        const p = sample(cur, x);
        [r, g, b] = palette ? [palette[p * 3], palette[p * 3 + 1], palette[p * 3 + 2]] : [p, p, p];
        if (alpha && p < alpha.length) a = alpha[p];
      } else if (colour === 0 || colour === 4) {
        r = g = b = sample(cur, s);
        if (colour === 4) a = sample(cur, s + 1);
      } else {
        [r, g, b] = [sample(cur, s), sample(cur, s + 1), sample(cur, s + 2)];
        if (colour === 6) a = sample(cur, s + 3);
      }
      const o = x * 4;
      // On white: out = c * a + 255 * (1 - a).
      row[o] = (r * a + 255 * (255 - a)) / 255;
      row[o + 1] = (g * a + 255 * (255 - a)) / 255;
      row[o + 2] = (b * a + 255 * (255 - a)) / 255;
      row[o + 3] = 255;
    }
    sink(row);
  };
  // The IDAT bodies as they lie in the file, not copied into one buffer first.
  const compressed = new ReadableStream<BufferSource>({
    start(controller) {
      for (const part of idat) controller.enqueue(part);
      controller.close();
    },
  });
  const inflated = compressed.pipeThrough(new DecompressionStream("deflate"));
  const reader = inflated.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    for (let i = 0; i < value.length && y < height; ) {
      const take = Math.min(value.length - i, line.length - filled);
      line.set(value.subarray(i, i + take), filled);
      filled += take;
      i += take;
      if (filled === line.length) {
        const cur = unfilter(line, prev, bpp);
        emit(cur);
        prev.set(cur);
        filled = 0;
        y++;
      }
    }
  }
  if (y < height) throw new Unsupported("PNG data ends early");
}
