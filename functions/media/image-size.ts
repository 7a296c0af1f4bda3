// Width and height from a JPEG's or PNG's header, read before decoding so the Worker never decodes
// an image too large for its memory.

export interface ImageSize {
  width: number;
  height: number;
}

function pngSize(b: Uint8Array): ImageSize | null {
  // Signature (8), IHDR length (4) and type (4), then width and height as big-endian 32-bit.
  if (b.length < 24 || b[0] !== 0x89 || b[1] !== 0x50) return null;
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

// Start-of-frame markers (baseline, progressive and the rarer ones); not DHT (C4), JPG (C8), DAC (CC).
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpegSize(b: Uint8Array): ImageSize | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return null;
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1];
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    const length = (b[i + 2] << 8) | b[i + 3];
    if (SOF.has(marker)) return { height: (b[i + 5] << 8) | b[i + 6], width: (b[i + 7] << 8) | b[i + 8] };
    i += 2 + length;
  }
  return null;
}

/** The pixel size of a JPEG or PNG from its first bytes, or null (other types, or a broken header). */
export function imageSize(bytes: Uint8Array): ImageSize | null {
  const size = pngSize(bytes) ?? jpegSize(bytes);
  return size && size.width > 0 && size.height > 0 ? size : null;
}
