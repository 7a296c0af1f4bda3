import { describe, expect, it } from "vitest";
import { donutSlices, sectorPath } from "./donut-geometry";

describe("donutSlices", () => {
  it("keeps the given order, skips empty statuses and sizes slices by share", () => {
    const slices = donutSlices(["A", "B", "C"] as const, { A: 1, B: 0, C: 3 }, 280, 60, 120);
    expect(slices.map((s) => [s.key, s.value])).toEqual([
      ["A", 1],
      ["C", 3],
    ]);
    // A quarter from twelve o'clock: the outer arc ends at three o'clock (x 260, y 140).
    expect(slices[0].path).toMatch(
      /^M 140\.00 20\.00 A 120 120 0 0 1 260\.00 140\.00 L 200\.00 140\.00 A 60 60 0 0 0 140\.00 80\.00 Z$/,
    );
    // Three quarters is the large arc.
    expect(slices[1].path).toContain("A 120 120 0 1 1 140.00 20.00");
  });

  it("draws nothing for no data and a whole ring for one status", () => {
    expect(donutSlices(["A"] as const, { A: 0 }, 280, 60, 120)).toEqual([]);
    const [ring] = donutSlices(["A", "B"] as const, { A: 5, B: 0 }, 280, 60, 120);
    expect(ring.path.match(/M /g)).toHaveLength(2);
    expect(sectorPath(140, 60, 120, 0, 2 * Math.PI)).toContain("140.00 260.00");
  });
});
