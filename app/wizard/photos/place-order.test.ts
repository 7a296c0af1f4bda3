import { describe, expect, it } from "vitest";
import { placeOrder, wantedPlaces } from "./place-order";

describe("the summary's place pickers", () => {
  it("swaps a photo with the one in the place it names", () => {
    expect(placeOrder([1, 2, 3, 4], new Map([[4, 0]]))).toEqual([4, 2, 3, 1]);
  });

  it("makes several moves in the grid's order and ignores places out of range", () => {
    expect(
      placeOrder(
        [1, 2, 3],
        new Map([
          [1, 2],
          [2, 9],
        ]),
      ),
    ).toEqual([3, 2, 1]);
  });

  it("reads only the pickers that changed", () => {
    const form = new FormData();
    form.append("place-10", "1");
    form.append("place-20", "1");
    form.append("place-30", "x");
    expect([...wantedPlaces(form, [10, 20, 30])]).toEqual([[20, 0]]);
  });
});
