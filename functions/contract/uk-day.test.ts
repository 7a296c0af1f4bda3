import { describe, expect, it } from "vitest";
import { isoDayToUk, ukDayToIso } from "./uk-day";

describe("ukDayToIso", () => {
  it("reads a real DD/MM/YYYY day as YYYY-MM-DD", () => {
    expect(ukDayToIso(" 29/02/2028 ")).toBe("2028-02-29");
    expect(ukDayToIso("01/01/0099")).toBe("0099-01-01");
    expect(isoDayToUk(ukDayToIso("31/12/2026")!)).toBe("31/12/2026");
  });

  it("refuses days that do not exist and other shapes", () => {
    for (const text of ["29/02/2027", "31/04/2026", "00/01/2026", "01/13/2026", "1/1/2026", "2026-01-01", ""]) {
      expect(ukDayToIso(text), text).toBeNull();
    }
  });
});
