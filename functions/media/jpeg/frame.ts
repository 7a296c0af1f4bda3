// The parts of a JPEG's headers the scaled decoder needs (ITU T.81 annex B): the frame (size,
// components and their sampling), quantisation and Huffman tables, the restart interval, and each
// scan's header with where its entropy-coded data starts. Only 8-bit Huffman-coded baseline,
// extended and progressive frames are taken; the rest are refused as `Unsupported`.
import { buildHuffman, type Huffman } from "./huffman";

export class Unsupported extends Error {}

export interface Component {
  id: number;
  h: number;
  v: number;
  /** Quantisation table in natural (row-major) order. */
  quant: Uint16Array;
  quantId: number;
  /** Blocks across and down, padded to whole MCUs. */
  blocksAcross: number;
  blocksDown: number;
  /** Blocks that hold image data (a non-interleaved scan covers only these). */
  usedAcross: number;
  usedDown: number;
}

export interface Frame {
  width: number;
  height: number;
  progressive: boolean;
  components: Component[];
  hMax: number;
  vMax: number;
  mcusAcross: number;
  mcusDown: number;
  /** Adobe APP14 transform: 0 means the three components are RGB, not YCbCr. */
  adobeTransform: number | null;
}

export interface Scan {
  components: { component: Component; dc: Huffman; ac: Huffman }[];
  ss: number;
  se: number;
  ah: number;
  al: number;
  restartInterval: number;
  /** Offset of the first entropy-coded byte. */
  start: number;
}

/** Zig-zag position to natural (row * 8 + column) position. */
export const ZIGZAG = new Uint8Array([
  0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6, 7, 14, 21, 28,
  35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39, 46, 53, 60, 61, 54, 47,
  55, 62, 63,
]);

/**
 * Walks the markers from SOI, calling `onScan` for every scan with the tables in force at that
 * point; `onScan` answers the offset where the scan's entropy-coded data ended.
 */
export function readJpeg(bytes: Uint8Array, onFrame: (f: Frame) => void, onScan: (s: Scan, f: Frame) => number) {
  const u16 = (at: number) => (bytes[at] << 8) | bytes[at + 1];
  if (u16(0) !== 0xffd8) throw new Unsupported("not a JPEG");
  const quant: Uint16Array[] = [];
  const dcTables: Huffman[] = [];
  const acTables: Huffman[] = [];
  let frame: Frame | null = null;
  let restartInterval = 0;
  let adobeTransform: number | null = null;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) throw new Unsupported("marker expected");
    const marker = bytes[at + 1];
    if (marker === 0xff) {
      at++;
      continue;
    }
    if (marker === 0xd9) break; // EOI
    if (marker >= 0xd0 && marker <= 0xd7) {
      at += 2;
      continue;
    }
    const length = u16(at + 2);
    const body = at + 4;
    const end = at + 2 + length;
    if (end > bytes.length) throw new Unsupported("truncated segment");
    if (marker === 0xdb) readQuant(bytes, body, end, quant);
    else if (marker === 0xc4) readHuffman(bytes, body, end, dcTables, acTables);
    else if (marker === 0xdd) restartInterval = u16(body);
    else if (marker === 0xee && length >= 12 && String.fromCharCode(...bytes.subarray(body, body + 5)) === "Adobe")
      adobeTransform = bytes[body + 11];
    else if (marker === 0xc0 || marker === 0xc1 || marker === 0xc2) {
      frame = readFrame(bytes, body, marker === 0xc2, adobeTransform);
      onFrame(frame);
    } else if ((marker & 0xf0) === 0xc0 && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      throw new Unsupported(`frame type ${marker.toString(16)}`);
    else if (marker === 0xda) {
      if (!frame) throw new Unsupported("scan before frame");
      const scan = readScan(bytes, body, frame, quant, dcTables, acTables, restartInterval);
      scan.start = end;
      at = onScan(scan, frame);
      continue;
    }
    at = end;
  }
  if (!frame) throw new Unsupported("no frame");
}

function readQuant(bytes: Uint8Array, at: number, end: number, quant: Uint16Array[]) {
  while (at < end) {
    const wide = bytes[at] >> 4;
    const id = bytes[at] & 15;
    const table = new Uint16Array(64);
    for (let z = 0; z < 64; z++)
      table[ZIGZAG[z]] = wide ? (bytes[at + 1 + 2 * z] << 8) | bytes[at + 2 + 2 * z] : bytes[at + 1 + z];
    quant[id] = table;
    at += 1 + (wide ? 128 : 64);
  }
}

function readHuffman(bytes: Uint8Array, at: number, end: number, dc: Huffman[], ac: Huffman[]) {
  while (at < end) {
    const cls = bytes[at] >> 4;
    const id = bytes[at] & 15;
    const counts = bytes.subarray(at + 1, at + 17);
    const total = counts.reduce((a, b) => a + b, 0);
    const table = buildHuffman(counts, bytes.subarray(at + 17, at + 17 + total));
    (cls === 0 ? dc : ac)[id] = table;
    at += 17 + total;
  }
}

function readFrame(bytes: Uint8Array, at: number, progressive: boolean, adobeTransform: number | null): Frame {
  if (bytes[at] !== 8) throw new Unsupported(`${bytes[at]}-bit samples`);
  const height = (bytes[at + 1] << 8) | bytes[at + 2];
  const width = (bytes[at + 3] << 8) | bytes[at + 4];
  const count = bytes[at + 5];
  if (!width || !height) throw new Unsupported("no size in the frame");
  if (count !== 1 && count !== 3) throw new Unsupported(`${count} components`);
  const raw = [];
  for (let i = 0; i < count; i++) {
    const o = at + 6 + i * 3;
    raw.push({ id: bytes[o], h: bytes[o + 1] >> 4, v: bytes[o + 1] & 15, quantId: bytes[o + 2] });
  }
  const hMax = Math.max(...raw.map((c) => c.h));
  const vMax = Math.max(...raw.map((c) => c.v));
  if (raw.some((c) => c.h < 1 || c.v < 1 || c.h > 4 || c.v > 4)) throw new Unsupported("sampling factors");
  const mcusAcross = Math.ceil(width / (8 * hMax));
  const mcusDown = Math.ceil(height / (8 * vMax));
  const components = raw.map((c) => ({
    ...c,
    quant: new Uint16Array(64),
    blocksAcross: mcusAcross * c.h,
    blocksDown: mcusDown * c.v,
    usedAcross: Math.ceil(Math.ceil((width * c.h) / hMax) / 8),
    usedDown: Math.ceil(Math.ceil((height * c.v) / vMax) / 8),
  }));
  return { width, height, progressive, components, hMax, vMax, mcusAcross, mcusDown, adobeTransform };
}

function readScan(
  bytes: Uint8Array,
  at: number,
  frame: Frame,
  quant: Uint16Array[],
  dc: Huffman[],
  ac: Huffman[],
  restartInterval: number,
): Scan {
  const count = bytes[at];
  const components = [];
  for (let i = 0; i < count; i++) {
    const id = bytes[at + 1 + i * 2];
    const tables = bytes[at + 2 + i * 2];
    const component = frame.components.find((c) => c.id === id);
    if (!component) throw new Unsupported("scan names an unknown component");
    // Tables may be defined after the frame; the scan uses those in force now.
    if (quant[component.quantId]) component.quant = quant[component.quantId];
    components.push({ component, dc: dc[tables >> 4], ac: ac[tables & 15] });
  }
  const o = at + 1 + count * 2;
  return {
    components,
    ss: bytes[o],
    se: bytes[o + 1],
    ah: bytes[o + 2] >> 4,
    al: bytes[o + 2] & 15,
    restartInterval,
    start: 0,
  };
}
