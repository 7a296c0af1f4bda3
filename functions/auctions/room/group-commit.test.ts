// Group commit (decision 0261): one write in flight, callers meanwhile share the next, and a write
// close behind another waits out the gap while a write after a quiet spell starts at once.
import { describe, expect, it } from "vitest";
import { GroupCommit } from "./group-commit";

const tick = () => new Promise((r) => setTimeout(r, 0));

/** Writes that take 5 ms of the fake clock and finish only when the test lets them. */
function harness(gapMs: number) {
  let clock = 1_000;
  const starts: number[] = [];
  const slept: number[] = [];
  const gates: (() => void)[] = [];
  const writer = new GroupCommit(
    async () => {
      starts.push(clock);
      await new Promise<void>((r) => gates.push(r));
      clock += 5;
    },
    gapMs,
    () => clock,
    async (ms) => {
      slept.push(ms);
      clock += ms;
    },
  );
  /** Lets the writes started so far finish, after the promise chain has run. */
  const finish = async () => {
    await tick();
    gates.splice(0).forEach((open) => open());
    await tick();
  };
  return { writer, starts, slept, finish, advance: (ms: number) => (clock += ms) };
}

describe("GroupCommit", () => {
  it("starts the first write at once and shares the next among callers that arrive meanwhile", async () => {
    const h = harness(50);
    const first = h.writer.request(true);
    await tick();
    expect(h.starts).toEqual([1_000]); // in flight
    const [a, b] = [h.writer.request(true), h.writer.request(true)];
    expect(a).toBe(b);
    expect(a).not.toBe(first);
    await h.finish();
    await h.finish();
    await Promise.all([first, a, b]);
    expect(h.starts).toEqual([1_000, 1_050]);
    expect(h.slept).toEqual([45]);
  });

  it("does not wait after a quiet spell longer than the gap", async () => {
    const h = harness(50);
    const first = h.writer.request(true);
    await h.finish();
    await first;
    h.advance(200);
    const second = h.writer.request(true);
    await h.finish();
    await second;
    expect(h.slept).toEqual([]);
    expect(h.starts).toEqual([1_000, 1_205]);
  });

  it("never waits without a gap", async () => {
    const h = harness(0);
    const first = h.writer.request(true);
    await tick();
    const later = [h.writer.request(true), h.writer.request(true)];
    await h.finish();
    await h.finish();
    await Promise.all([first, ...later]);
    expect(h.slept).toEqual([]);
    expect(h.starts).toEqual([1_000, 1_005]);
  });

  it("cuts a lingering wait short when a caller may not linger", async () => {
    let clock = 1_000;
    const starts: number[] = [];
    let release: () => void = () => undefined;
    const writer = new GroupCommit(
      async () => {
        starts.push(clock);
        clock += 5;
      },
      50,
      () => clock,
      // A sleep that never ends by itself: only the urgent caller can end the wait.
      () => new Promise<void>((r) => (release = r)),
    );
    await writer.request(true);
    const lingering = writer.request(true);
    await tick();
    expect(starts).toEqual([1_000]);
    await writer.request(false);
    await lingering;
    expect(starts).toEqual([1_000, 1_005]);
    release();
  });

  it("lets a failed write fail its callers and the next write still run", async () => {
    let calls = 0;
    const writer = new GroupCommit(async () => {
      calls++;
      if (calls === 1) throw new Error("D1 down");
    });
    await expect(writer.request()).rejects.toThrow("D1 down");
    await expect(writer.request()).resolves.toBeUndefined();
    expect(calls).toBe(2);
  });
});
