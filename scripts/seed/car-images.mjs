// Demo vehicle pictures, drawn in Node with no dependencies: a car (or its interior) from one of
// the 12 listing perspectives, in a body colour, with the perspective written on it, encoded as PNG
// with node:zlib. Deterministic, so equal inputs give equal bytes and content-addressed R2 keys.
import { deflateSync } from "node:zlib";

export const WIDTH = 640;
export const HEIGHT = 420;

// 5x7 bitmap font: each glyph is 7 rows of 5 columns ("#" = ink).
const FONT = {
  A: [" ### ", "#   #", "#   #", "#####", "#   #", "#   #", "#   #"],
  B: ["#### ", "#   #", "#   #", "#### ", "#   #", "#   #", "#### "],
  C: [" ####", "#    ", "#    ", "#    ", "#    ", "#    ", " ####"],
  D: ["#### ", "#   #", "#   #", "#   #", "#   #", "#   #", "#### "],
  E: ["#####", "#    ", "#    ", "#### ", "#    ", "#    ", "#####"],
  F: ["#####", "#    ", "#    ", "#### ", "#    ", "#    ", "#    "],
  G: [" ####", "#    ", "#    ", "#  ##", "#   #", "#   #", " ####"],
  H: ["#   #", "#   #", "#   #", "#####", "#   #", "#   #", "#   #"],
  I: ["#####", "  #  ", "  #  ", "  #  ", "  #  ", "  #  ", "#####"],
  J: ["  ###", "   # ", "   # ", "   # ", "   # ", "#  # ", " ##  "],
  K: ["#   #", "#  # ", "# #  ", "##   ", "# #  ", "#  # ", "#   #"],
  L: ["#    ", "#    ", "#    ", "#    ", "#    ", "#    ", "#####"],
  M: ["#   #", "## ##", "# # #", "#   #", "#   #", "#   #", "#   #"],
  N: ["#   #", "##  #", "# # #", "#  ##", "#   #", "#   #", "#   #"],
  O: [" ### ", "#   #", "#   #", "#   #", "#   #", "#   #", " ### "],
  P: ["#### ", "#   #", "#   #", "#### ", "#    ", "#    ", "#    "],
  Q: [" ### ", "#   #", "#   #", "#   #", "# # #", "#  # ", " ## #"],
  R: ["#### ", "#   #", "#   #", "#### ", "# #  ", "#  # ", "#   #"],
  S: [" ####", "#    ", "#    ", " ### ", "    #", "    #", "#### "],
  T: ["#####", "  #  ", "  #  ", "  #  ", "  #  ", "  #  ", "  #  "],
  U: ["#   #", "#   #", "#   #", "#   #", "#   #", "#   #", " ### "],
  V: ["#   #", "#   #", "#   #", "#   #", "#   #", " # # ", "  #  "],
  W: ["#   #", "#   #", "#   #", "#   #", "# # #", "## ##", "#   #"],
  X: ["#   #", "#   #", " # # ", "  #  ", " # # ", "#   #", "#   #"],
  Y: ["#   #", "#   #", " # # ", "  #  ", "  #  ", "  #  ", "  #  "],
  Z: ["#####", "    #", "   # ", "  #  ", " #   ", "#    ", "#####"],
  0: [" ### ", "#   #", "#  ##", "# # #", "##  #", "#   #", " ### "],
  1: ["  #  ", " ##  ", "  #  ", "  #  ", "  #  ", "  #  ", " ### "],
  2: [" ### ", "#   #", "    #", "   # ", "  #  ", " #   ", "#####"],
  3: ["#### ", "    #", "    #", " ### ", "    #", "    #", "#### "],
  4: ["   # ", "  ## ", " # # ", "#  # ", "#####", "   # ", "   # "],
  5: ["#####", "#    ", "#### ", "    #", "    #", "#   #", " ### "],
  6: [" ### ", "#    ", "#    ", "#### ", "#   #", "#   #", " ### "],
  7: ["#####", "    #", "   # ", "  #  ", " #   ", " #   ", " #   "],
  8: [" ### ", "#   #", "#   #", " ### ", "#   #", "#   #", " ### "],
  9: [" ### ", "#   #", "#   #", " ####", "    #", "    #", " ### "],
  "-": ["     ", "     ", "     ", "#####", "     ", "     ", "     "],
};

class Canvas {
  constructor(w, h) {
    this.w = w;
    this.h = h;
    this.px = new Uint8Array(w * h * 3);
  }

  set(x, y, c) {
    if (x < 0 || y < 0 || x >= this.w || y >= this.h) return;
    const i = (y * this.w + x) * 3;
    this.px[i] = c[0];
    this.px[i + 1] = c[1];
    this.px[i + 2] = c[2];
  }

  /** A horizontal run [x0, x1) on row y, clipped. */
  span(x0, x1, y, c) {
    if (y < 0 || y >= this.h) return;
    const from = Math.max(0, Math.round(x0));
    const to = Math.min(this.w, Math.round(x1));
    for (let i = (y * this.w + from) * 3, end = (y * this.w + to) * 3; i < end; i += 3) {
      this.px[i] = c[0];
      this.px[i + 1] = c[1];
      this.px[i + 2] = c[2];
    }
  }

  /** Vertical gradient from `top` to `bottom` colour over [y0, y1). */
  gradient(y0, y1, top, bottom) {
    for (let y = y0; y < y1; y++) {
      const t = (y - y0) / Math.max(1, y1 - y0 - 1);
      this.span(
        0,
        this.w,
        y,
        top.map((v, k) => Math.round(v + (bottom[k] - v) * t)),
      );
    }
  }

  rect(x0, y0, x1, y1, c) {
    for (let y = Math.round(y0); y < Math.round(y1); y++) this.span(x0, x1, y, c);
  }

  ellipse(cx, cy, rx, ry, c) {
    for (let y = Math.floor(cy - ry); y <= cy + ry; y++) {
      const dy = (y - cy) / ry;
      if (dy * dy > 1) continue;
      const half = rx * Math.sqrt(1 - dy * dy);
      this.span(cx - half, cx + half + 1, y, c);
    }
  }

  /** Even-odd scanline fill; `shade` darkens towards the bottom for a little depth. */
  polygon(points, c, shade = 0) {
    const ys = points.map((p) => p[1]);
    const top = Math.floor(Math.min(...ys));
    const bottom = Math.ceil(Math.max(...ys));
    for (let y = top; y <= bottom; y++) {
      const xs = [];
      for (let i = 0; i < points.length; i++) {
        const [x1, y1] = points[i];
        const [x2, y2] = points[(i + 1) % points.length];
        if ((y1 <= y && y2 > y) || (y2 <= y && y1 > y)) xs.push(x1 + ((y - y1) * (x2 - x1)) / (y2 - y1));
      }
      xs.sort((a, b) => a - b);
      const k = 1 - (shade * (y - top)) / Math.max(1, bottom - top);
      const colour = c.map((v) => Math.round(v * k));
      for (let i = 0; i + 1 < xs.length; i += 2) this.span(xs[i], xs[i + 1], y, colour);
    }
  }

  text(str, x, y, scale, c) {
    let cx = x;
    for (const ch of str.toUpperCase()) {
      const glyph = FONT[ch];
      if (glyph) {
        glyph.forEach((row, gy) => {
          for (let gx = 0; gx < 5; gx++)
            if (row[gx] === "#")
              this.rect(cx + gx * scale, y + gy * scale, cx + (gx + 1) * scale, y + (gy + 1) * scale, c);
        });
      }
      cx += 6 * scale;
    }
  }

  /** Mirror left-right (a RIGHT_* view is the LEFT_* view seen from the other side). */
  mirror() {
    for (let y = 0; y < this.h; y++) {
      for (let x = 0; x < this.w / 2; x++) {
        const a = (y * this.w + x) * 3;
        const b = (y * this.w + (this.w - 1 - x)) * 3;
        for (let k = 0; k < 3; k++) {
          const t = this.px[a + k];
          this.px[a + k] = this.px[b + k];
          this.px[b + k] = t;
        }
      }
    }
  }
}

const BLACK = [28, 28, 30];
const TYRE = [35, 35, 38];
const HUB = [170, 172, 176];
const GLASS = [150, 190, 215];
const HEADLIGHT = [250, 244, 200];
const TAILLIGHT = [200, 20, 30];
const PLATE = [245, 205, 40];

function wheel(cv, x, y, r) {
  cv.ellipse(x, y, r, r, TYRE);
  cv.ellipse(x, y, r * 0.5, r * 0.5, HUB);
  cv.ellipse(x, y, r * 0.15, r * 0.15, BLACK);
}

/** The car side-on, facing left, squeezed to `width` from `x0`. */
function side(cv, body, x0 = 90, width = 460) {
  const sx = (x) => x0 + (x * width) / 460;
  cv.polygon(
    [
      [sx(0), 300],
      [sx(0), 248],
      [sx(60), 232],
      [sx(130), 176],
      [sx(320), 176],
      [sx(390), 232],
      [sx(455), 244],
      [sx(460), 300],
    ],
    body,
    0.35,
  );
  cv.polygon(
    [
      [sx(85), 232],
      [sx(145), 188],
      [sx(215), 188],
      [sx(215), 232],
    ],
    GLASS,
  );
  cv.polygon(
    [
      [sx(228), 232],
      [sx(228), 188],
      [sx(310), 188],
      [sx(365), 232],
    ],
    GLASS,
  );
  cv.rect(sx(2), 254, sx(18), 266, HEADLIGHT);
  cv.rect(sx(446), 250, sx(458), 264, TAILLIGHT);
  wheel(cv, sx(95), 300, 38);
  wheel(cv, sx(370), 300, 38);
}

/** Front or rear of the car, face-on, centred on `cx`; `roof` lowers it to match a side view. */
function face(cv, body, cx, front, scale = 1, roof = 150) {
  const w = 150 * scale;
  const shoulder = roof + 75;
  cv.rect(cx - w - 6, 290, cx - w + 34, 322, TYRE);
  cv.rect(cx + w - 34, 290, cx + w + 6, 322, TYRE);
  cv.polygon(
    [
      [cx - w, 305],
      [cx - w, shoulder],
      [cx - w * 0.72, roof],
      [cx + w * 0.72, roof],
      [cx + w, shoulder],
      [cx + w, 305],
    ],
    body,
    0.3,
  );
  cv.polygon(
    [
      [cx - w * 0.8, shoulder - 3],
      [cx - w * 0.64, roof + 12],
      [cx + w * 0.64, roof + 12],
      [cx + w * 0.8, shoulder - 3],
    ],
    GLASS,
  );
  const light = front ? HEADLIGHT : TAILLIGHT;
  cv.rect(cx - w + 10, shoulder + 13, cx - w + 52, shoulder + 31, light);
  cv.rect(cx + w - 52, shoulder + 13, cx + w - 10, shoulder + 31, light);
  if (front) cv.rect(cx - w * 0.45, shoulder + 15, cx + w * 0.45, shoulder + 37, BLACK);
  cv.rect(cx - 42 * scale, 270, cx + 42 * scale, 290, front ? [240, 240, 240] : PLATE);
}

function interior(cv, n, trim) {
  cv.gradient(0, HEIGHT, [70, 72, 78], [30, 30, 34]);
  if (n === 1) {
    cv.polygon(
      [
        [0, 250],
        [640, 230],
        [640, 420],
        [0, 420],
      ],
      [45, 45, 50],
      0.4,
    );
    cv.ellipse(230, 280, 95, 95, BLACK);
    cv.ellipse(230, 280, 75, 75, [60, 60, 66]);
    cv.rect(150, 272, 310, 288, BLACK);
    cv.ellipse(420, 230, 36, 30, [20, 20, 24]);
    cv.ellipse(500, 230, 36, 30, [20, 20, 24]);
    cv.rect(380, 280, 560, 330, [15, 40, 70]);
  } else if (n === 2 || n === 3) {
    const seats =
      n === 2
        ? [
            [190, 1],
            [450, 1],
          ]
        : [[320, 2.2]];
    for (const [cx, wide] of seats) {
      cv.polygon(
        [
          [cx - 80 * wide, 120],
          [cx + 80 * wide, 120],
          [cx + 95 * wide, 300],
          [cx - 95 * wide, 300],
        ],
        trim,
        0.4,
      );
      cv.rect(
        cx - 110 * wide,
        300,
        cx + 110 * wide,
        360,
        trim.map((v) => Math.round(v * 0.7)),
      );
      if (n === 2) cv.rect(cx - 45, 70, cx + 45, 118, trim);
    }
  } else {
    cv.rect(80, 110, 560, 360, [22, 22, 26]);
    cv.polygon(
      [
        [120, 150],
        [520, 150],
        [560, 360],
        [80, 360],
      ],
      [48, 48, 54],
      0.3,
    );
    cv.rect(60, 360, 580, 380, TYRE);
  }
}

/** Renders one picture as PNG bytes. `perspective` is one of the 12 named perspectives. */
export function renderCarPng(perspective, body, trim = [120, 100, 80]) {
  const cv = new Canvas(WIDTH, HEIGHT);
  if (perspective.startsWith("INTERIOR_")) interior(cv, Number(perspective.slice(-1)), trim);
  else {
    cv.gradient(0, 300, [196, 214, 228], [236, 240, 244]);
    cv.gradient(300, HEIGHT, [150, 150, 156], [110, 110, 116]);
    cv.ellipse(320, 330, 290, 22, [90, 90, 96]);
    const view = perspective.replace("RIGHT_", "LEFT_");
    if (view === "MASTER" || view === "LEFT_SIDE") side(cv, body);
    else if (view === "REAR") face(cv, body, 320, false);
    else if (view === "LEFT_FRONT") {
      side(cv, body, 230, 340);
      face(cv, body, 160, true, 0.75, 176);
    } else if (view === "LEFT_REAR") {
      side(cv, body, 70, 340);
      face(cv, body, 480, false, 0.75, 176);
    }
    if (perspective.startsWith("RIGHT_")) cv.mirror();
  }
  // Inside the 4:3 centre crop that list cards show (40 px of each side is cut), so it stays whole.
  const label = perspective.replace("_", " ");
  const x = (WIDTH - (HEIGHT * 4) / 3) / 2 + 16;
  cv.rect(x, 16, x + 12 + label.length * 18, 52, [255, 255, 255]);
  cv.text(label, x + 6, 22, 3, [30, 30, 30]);
  return encodePng(cv);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, "ascii");
  Buffer.from(data).copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

function encodePng(cv) {
  const stride = cv.w * 3;
  const raw = Buffer.alloc((stride + 1) * cv.h);
  for (let y = 0; y < cv.h; y++) {
    // Filter "Up": each byte minus the one above, which suits these smooth gradients.
    raw[y * (stride + 1)] = 2;
    for (let i = 0; i < stride; i++) {
      const cur = cv.px[y * stride + i];
      const up = y > 0 ? cv.px[(y - 1) * stride + i] : 0;
      raw[y * (stride + 1) + 1 + i] = (cur - up) & 0xff;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(cv.w, 0);
  header.writeUInt32BE(cv.h, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 6 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
  // A plain Uint8Array over its own buffer: Miniflare's R2 proxy refuses pooled Buffer views.
  return new Uint8Array(png);
}
