import { describe, expect, it } from "vitest";
import { applyOrientation, jpegOrientation } from "./orientation";
import { withOrientation } from "../../tests/support/exif";

// A 2x1 image: red then blue.
const wide = () => ({ data: new Uint8ClampedArray([255, 0, 0, 255, 0, 0, 255, 255]), width: 2, height: 1 });

describe("EXIF orientation", () => {
  it("reads the tag from an APP1 Exif segment, 1 without one", () => {
    const bare = new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 2]);
    expect(jpegOrientation(bare)).toBe(1);
    expect(jpegOrientation(withOrientation(bare, 6))).toBe(6);
    expect(jpegOrientation(withOrientation(bare, 8))).toBe(8);
  });

  it("turns 6 clockwise and 8 anticlockwise", () => {
    const cw = applyOrientation(wide(), 6);
    expect([cw.width, cw.height]).toEqual([1, 2]);
    expect([...cw.data]).toEqual([255, 0, 0, 255, 0, 0, 255, 255]); // red on top
    const ccw = applyOrientation(wide(), 8);
    expect([...ccw.data]).toEqual([0, 0, 255, 255, 255, 0, 0, 255]); // blue on top
    expect([...applyOrientation(wide(), 3).data]).toEqual([0, 0, 255, 255, 255, 0, 0, 255]);
  });
});
