import { describe, expect, it } from "vitest";
import { countdownState } from "./home-data";

const launchedOn = "2030-01-01T10:00:00.000Z";
const endsOn = "2030-01-01T12:00:00.000Z";
const at = (iso: string) => Date.parse(iso);

describe("hot auction countdown", () => {
  it("shows the time left and how much of the auction has gone", () => {
    expect(countdownState(launchedOn, endsOn, at("2030-01-01T11:00:00Z"))).toEqual({
      secondsLeft: 3600,
      percentElapsed: 50,
      label: "01h 00m 00s",
    });
  });

  it("shows days for long auctions", () => {
    expect(countdownState(launchedOn, "2030-01-03T13:02:03Z", at(launchedOn)).label).toBe("2d 03h 02m 03s");
  });

  it("caps the progress at 100% and the time left at zero once the end has passed", () => {
    expect(countdownState(launchedOn, endsOn, at("2030-01-01T13:00:00Z"))).toEqual({
      secondsLeft: 0,
      percentElapsed: 100,
      label: "00h 00m 00s",
    });
  });

  it("never goes below 0% or breaks on odd dates", () => {
    expect(countdownState(launchedOn, endsOn, at("2029-12-31T00:00:00Z")).percentElapsed).toBe(0);
    expect(countdownState("nonsense", endsOn, at(launchedOn)).percentElapsed).toBe(100);
    expect(countdownState(launchedOn, "nonsense", at(launchedOn)).secondsLeft).toBe(0);
  });
});
