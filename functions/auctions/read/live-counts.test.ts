// The live lists' count memo (decision 0264): when a remembered count may be skipped, and when not.
import { describe, expect, it } from "vitest";
import { afterCount, beforeCount } from "./live-counts";

const T0 = Date.parse("2026-11-29T10:00:00.000Z");
let n = 0;
const key = () => `test|${++n}`;
const counted = (value: number, soonest: string | null) => () => ({ value, soonest });

describe("live counts", () => {
  it("counts the first time, and offers no generation to skip to", () => {
    const k = key();
    const first = beforeCount(k, T0);
    expect(first.knownGeneration).toBe(-1);
    expect(afterCount(first, 41, counted(7, "2026-11-29T11:00:00.000Z"))).toBe(7);
  });

  it("answers what it remembers when D1 says the generation is unchanged, without counting", () => {
    const k = key();
    afterCount(beforeCount(k, T0), 41, counted(7, "2026-11-29T11:00:00.000Z"));
    const again = beforeCount(k, T0 + 1000);
    expect(again.knownGeneration).toBe(41);
    expect(afterCount(again, 41, () => expect.unreachable("counted again"))).toBe(7);
  });

  it("takes the fresh count when the generation moved, and remembers it", () => {
    const k = key();
    afterCount(beforeCount(k, T0), 41, counted(7, null));
    expect(afterCount(beforeCount(k, T0), 42, counted(8, null))).toBe(8);
    expect(beforeCount(k, T0).knownGeneration).toBe(42);
  });

  it("stops offering a count once its soonest auction has ended", () => {
    const k = key();
    const soonest = "2026-11-29T10:05:00.000Z";
    afterCount(beforeCount(k, T0), 41, counted(7, soonest));
    expect(beforeCount(k, Date.parse(soonest) - 1).knownGeneration).toBe(41);
    expect(beforeCount(k, Date.parse(soonest)).knownGeneration).toBe(-1);
  });

  it("never remembers a count made without a generation (the row missing)", () => {
    const k = key();
    expect(afterCount(beforeCount(k, T0), -2, counted(3, null))).toBe(3);
    expect(beforeCount(k, T0).knownGeneration).toBe(-1);
  });

  it("keeps the answer it captured even if the memo starts again meanwhile", () => {
    const k = key();
    afterCount(beforeCount(k, T0), 41, counted(7, null));
    const captured = beforeCount(k, T0);
    for (let i = 0; i < 600; i++) afterCount(beforeCount(key(), T0), 1, counted(i, null));
    expect(afterCount(captured, 41, () => expect.unreachable("counted again"))).toBe(7);
  });
});
