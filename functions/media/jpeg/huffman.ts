// Huffman decoding of a JPEG's entropy-coded data (ITU T.81 annex C and F.2.2.3): a 9-bit lookup
// table answers most codes at once, the canonical max-code walk the rest; the bit reader removes
// the 0x00 stuffed after 0xFF and stops at a marker, feeding zeros after it as decoders do.

const FAST_BITS = 9;

export interface Huffman {
  /** (length << 8 | value) for every FAST_BITS-bit prefix that starts with a short code; 0 when longer. */
  fast: Uint16Array;
  maxCode: Int32Array;
  valOffset: Int32Array;
  values: Uint8Array;
}

export function buildHuffman(counts: Uint8Array, values: Uint8Array): Huffman {
  const fast = new Uint16Array(1 << FAST_BITS);
  const maxCode = new Int32Array(18).fill(-1);
  const valOffset = new Int32Array(18);
  let code = 0;
  let k = 0;
  for (let len = 1; len <= 16; len++) {
    const n = counts[len - 1];
    valOffset[len] = k - code;
    for (let i = 0; i < n; i++, k++, code++) {
      if (len <= FAST_BITS) {
        const shift = FAST_BITS - len;
        for (let j = 0; j < 1 << shift; j++) fast[(code << shift) | j] = (len << 8) | values[k];
      }
    }
    maxCode[len] = n ? code - 1 : -1;
    code <<= 1;
  }
  maxCode[17] = 0x7fffffff;
  return { fast, maxCode, valOffset, values: values.slice() };
}

export class BitReader {
  private bits = 0;
  private count = 0;
  /** A marker was met: from here on only zeros. */
  private atMarker = false;

  constructor(
    private bytes: Uint8Array,
    public at: number,
  ) {}

  private fill() {
    while (this.count <= 24) {
      let byte = 0;
      if (!this.atMarker && this.at < this.bytes.length) {
        byte = this.bytes[this.at];
        if (byte === 0xff) {
          const next = this.bytes[this.at + 1];
          if (next === 0) this.at += 2;
          else {
            this.atMarker = true;
            byte = 0;
          }
        } else this.at++;
      }
      this.bits = (this.bits << 8) | byte;
      this.count += 8;
    }
  }

  bit(): number {
    if (this.count === 0) this.fill();
    this.count--;
    return (this.bits >>> this.count) & 1;
  }

  /** `n` raw bits (n <= 16). */
  take(n: number): number {
    if (n === 0) return 0;
    if (this.count < n) this.fill();
    this.count -= n;
    return (this.bits >>> this.count) & ((1 << n) - 1);
  }

  /** `n` bits as a signed magnitude category value (T.81 F.2.2.1 EXTEND). */
  signed(n: number): number {
    if (n === 0) return 0;
    const v = this.take(n);
    return v < 1 << (n - 1) ? v - (1 << n) + 1 : v;
  }

  decode(table: Huffman): number {
    if (this.count < 16) this.fill();
    const peek = (this.bits >>> (this.count - FAST_BITS)) & ((1 << FAST_BITS) - 1);
    const hit = table.fast[peek];
    if (hit) {
      this.count -= hit >> 8;
      return hit & 255;
    }
    let code = 0;
    for (let len = 1; len <= 16; len++) {
      code = (code << 1) | this.bit();
      if (code <= table.maxCode[len]) return table.values[table.valOffset[len] + code];
    }
    throw new Error("bad Huffman code");
  }

  /** After a restart interval: drop the partial byte and step over the RSTn marker. */
  restart() {
    this.bits = 0;
    this.count = 0;
    this.atMarker = false;
    while (
      this.at + 1 < this.bytes.length &&
      !(this.bytes[this.at] === 0xff && this.bytes[this.at + 1] >= 0xd0 && this.bytes[this.at + 1] <= 0xd7)
    )
      this.at++;
    this.at += 2;
  }

  /** Where the scan's data ended: the next marker. */
  end(): number {
    let at = this.at;
    while (
      at + 1 < this.bytes.length &&
      !(
        this.bytes[at] === 0xff &&
        this.bytes[at + 1] !== 0 &&
        !(this.bytes[at + 1] >= 0xd0 && this.bytes[at + 1] <= 0xd7)
      )
    )
      at++;
    return at;
  }
}
