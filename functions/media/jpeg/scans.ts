// Entropy decoding of baseline and progressive scans (ITU T.81 F.2 and G.1.2) into a store that
// keeps, per 8x8 block, only the k x k lowest-frequency coefficients the scaled inverse DCT uses
// (k = 1, 2, 4 or 8). A progressive refinement scan must know which of all 64 coefficients are
// already non-zero, so those get one bit each (two 32-bit words a block) instead of their values:
// a 50-megapixel photo decoded at 1/4 scale holds about 10 MB here, not the 150 MB of every
// coefficient or the 200 MB of its pixels.
import { BitReader } from "./huffman";
import { ZIGZAG, type Component, type Frame, type Scan } from "./frame";

export interface CoefficientStore {
  k: number;
  /** Per component: blocksAcross * blocksDown * k * k quantised coefficients, natural order. */
  coefficients: Int16Array[];
  /** Per component: two words a block, bit n set when zig-zag coefficient n is non-zero. */
  nonZero: (Uint32Array | null)[];
}

/** For zig-zag position z: its index in a block's k x k store, or -1 when outside it. */
function storeIndex(k: number): Int8Array {
  const index = new Int8Array(64).fill(-1);
  for (let z = 0; z < 64; z++) {
    const n = ZIGZAG[z];
    const row = n >> 3;
    const col = n & 7;
    if (row < k && col < k) index[z] = row * k + col;
  }
  return index;
}

export function createStore(frame: Frame, k: number): CoefficientStore {
  const blocks = (c: Component) => c.blocksAcross * c.blocksDown;
  return {
    k,
    coefficients: frame.components.map((c) => new Int16Array(blocks(c) * k * k)),
    nonZero: frame.components.map((c) => (frame.progressive ? new Uint32Array(blocks(c) * 2) : null)),
  };
}

/** Decodes one scan into the store; answers the offset of the marker after its data. */
export function decodeScan(bytes: Uint8Array, frame: Frame, scan: Scan, store: CoefficientStore): number {
  const reader = new BitReader(bytes, scan.start);
  const { k } = store;
  const kk = k * k;
  const index = storeIndex(k);
  const parts = scan.components.map((p) => {
    const i = frame.components.indexOf(p.component);
    return { ...p, coefficients: store.coefficients[i], nonZero: store.nonZero[i], pred: 0 };
  });
  let eobrun = 0;
  const { ss, se, ah, al } = scan;
  const p1 = 1 << al;
  const m1 = -1 << al;

  type Part = (typeof parts)[number];
  const isSet = (nz: Uint32Array, b: number, z: number) => (nz[b * 2 + (z >> 5)] >>> (z & 31)) & 1;
  const mark = (nz: Uint32Array | null, b: number, z: number) => {
    if (nz) nz[b * 2 + (z >> 5)] |= 1 << (z & 31);
  };

  const sequential = (p: Part, b: number) => {
    const base = b * kk;
    const t = reader.decode(p.dc);
    p.pred += t ? reader.signed(t) : 0;
    p.coefficients[base] = p.pred;
    for (let z = 1; z < 64; z++) {
      const rs = reader.decode(p.ac);
      const s = rs & 15;
      const r = rs >> 4;
      if (!s) {
        if (r !== 15) break;
        z += 15;
        continue;
      }
      z += r;
      const v = reader.signed(s);
      if (z < 64 && index[z] >= 0) p.coefficients[base + index[z]] = v;
    }
  };
  const dcFirst = (p: Part, b: number) => {
    const t = reader.decode(p.dc);
    p.pred += t ? reader.signed(t) : 0;
    p.coefficients[b * kk] = p.pred * p1;
  };
  const dcRefine = (p: Part, b: number) => {
    if (reader.bit()) p.coefficients[b * kk] |= p1;
  };
  const acFirst = (p: Part, b: number) => {
    if (eobrun > 0) {
      eobrun--;
      return;
    }
    for (let z = ss; z <= se; z++) {
      const rs = reader.decode(p.ac);
      const s = rs & 15;
      const r = rs >> 4;
      if (!s) {
        if (r < 15) {
          eobrun = (1 << r) - 1 + reader.take(r);
          break;
        }
        z += 15;
        continue;
      }
      z += r;
      if (z > 63) break;
      if (index[z] >= 0) p.coefficients[b * kk + index[z]] = reader.signed(s) * p1;
      else reader.take(s);
      mark(p.nonZero, b, z);
    }
  };
  // Refining a coefficient already non-zero: one bit, added away from zero. Only stored ones change.
  const refine = (p: Part, b: number, z: number) => {
    if (!reader.bit() || index[z] < 0) return;
    const at = b * kk + index[z];
    const v = p.coefficients[at];
    if ((v & p1) === 0) p.coefficients[at] = v >= 0 ? v + p1 : v + m1;
  };
  const acRefine = (p: Part, b: number) => {
    const nz = p.nonZero!;
    let z = ss;
    if (eobrun === 0) {
      for (; z <= se; z++) {
        const rs = reader.decode(p.ac);
        let s = rs & 15;
        let r = rs >> 4;
        if (s) s = reader.bit() ? p1 : m1;
        else if (r !== 15) {
          eobrun = (1 << r) + reader.take(r);
          break;
        }
        while (z <= se) {
          if (isSet(nz, b, z)) refine(p, b, z);
          else if (--r < 0) break;
          z++;
        }
        if (s && z <= se) {
          if (index[z] >= 0) p.coefficients[b * kk + index[z]] = s;
          mark(nz, b, z);
        }
      }
    }
    if (eobrun > 0) {
      for (; z <= se; z++) if (isSet(nz, b, z)) refine(p, b, z);
      eobrun--;
    }
  };

  const decodeBlock = !frame.progressive
    ? sequential
    : ss === 0
      ? ah === 0
        ? dcFirst
        : dcRefine
      : ah === 0
        ? acFirst
        : acRefine;

  let todo = scan.restartInterval;
  const restartIfDue = () => {
    if (!scan.restartInterval) return;
    if (todo === 0) {
      reader.restart();
      for (const p of parts) p.pred = 0;
      eobrun = 0;
      todo = scan.restartInterval;
    }
    todo--;
  };

  if (parts.length === 1) {
    // Non-interleaved: the component's own blocks in raster order, only those with image data.
    const p = parts[0];
    const c = p.component;
    for (let by = 0; by < c.usedDown; by++)
      for (let bx = 0; bx < c.usedAcross; bx++) {
        restartIfDue();
        decodeBlock(p, by * c.blocksAcross + bx);
      }
  } else {
    for (let my = 0; my < frame.mcusDown; my++)
      for (let mx = 0; mx < frame.mcusAcross; mx++) {
        restartIfDue();
        for (const p of parts) {
          const c = p.component;
          for (let v = 0; v < c.v; v++)
            for (let h = 0; h < c.h; h++) decodeBlock(p, (my * c.v + v) * c.blocksAcross + mx * c.h + h);
        }
      }
  }
  return reader.end();
}
