// The alert form schema (spec 000 section 5) and the matching rule's geometry (decision 0037).
import { describe, expect, it } from "vitest";
import { alertBox, alertMatches, distanceSquaredMiles, SearchAlertFormSchema, SearchAlertSchema } from "./alerts";
import { ALERT_MESSAGES } from "./messages/alerts";

const form = (entries: Record<string, string>) => SearchAlertFormSchema.safeParse(entries);

describe("the alert form", () => {
  it("requires both years unless all years is ticked", () => {
    const res = form({ makeId: "-1", modelId: "-1", mileageMaxValue: "-1", distanceMaxValueInMiles: "-1" });
    expect(res.success).toBe(false);
    expect(res.error!.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["yearMinValue", ALERT_MESSAGES.REQUIRED],
      ["yearMaxValue", ALERT_MESSAGES.REQUIRED],
    ]);
    const all = form({
      makeId: "3",
      modelId: "7",
      allRangeOfYears: "on",
      yearMinValue: "2020",
      mileageMaxValue: "-1",
      distanceMaxValueInMiles: "50",
    });
    expect(all.data).toEqual({
      id: null,
      makeId: 3,
      modelId: 7,
      yearMinValue: -1,
      yearMaxValue: -1,
      mileageMaxValue: -1,
      distanceMaxValueInMiles: 50,
    });
  });

  it("puts the year range error on the minimum year, in the form and the API schema", () => {
    const res = form({ makeId: "-1", yearMinValue: "2021", yearMaxValue: "2019" });
    expect(res.error!.issues).toMatchObject([{ path: ["yearMinValue"], message: ALERT_MESSAGES.YEAR_RANGE }]);
    const api = SearchAlertSchema.safeParse({
      makeId: -1,
      modelId: -1,
      distanceMaxValueInMiles: -1,
      mileageMaxValue: -1,
      yearMinValue: 2021,
      yearMaxValue: 2019,
    });
    expect(api.error!.issues).toMatchObject([{ path: ["yearMinValue"], message: ALERT_MESSAGES.YEAR_RANGE }]);
  });

  it("resets the model to All when no make is chosen", () => {
    expect(form({ makeId: "-1", modelId: "9", allRangeOfYears: "on" }).data!.modelId).toBe(-1);
  });
});

describe("distance", () => {
  it("is close to the great circle at UK distances (Leeds to London about 170 miles)", () => {
    const leeds = alertBox(53.8, -1.55, 0);
    const d = Math.sqrt(distanceSquaredMiles({ lat: 53.8, lng: -1.55, cosLat: leeds.cosLat }, 51.507, -0.128));
    expect(d).toBeGreaterThan(165);
    expect(d).toBeLessThan(175);
  });

  it("never has a match outside the alert's box", () => {
    let seed = 7;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let i = 0; i < 2000; i++) {
      const [lat, lng, miles] = [50 + rand() * 8, -5 + rand() * 6, 10 + rand() * 190];
      const box = alertBox(lat, lng, miles);
      const [plat, plng] = [50 + rand() * 8, -5 + rand() * 6];
      const alert = {
        makeId: -1,
        modelId: -1,
        yearMin: -1,
        yearMax: -1,
        mileageMax: -1,
        distanceMax: miles,
        originLat: lat,
        originLng: lng,
        cosLat: box.cosLat,
      };
      const vehicle = { makeId: 1, modelId: 1, year: 2020, mileage: 1000, lat: plat, lng: plng };
      if (alertMatches(alert, vehicle)) {
        expect(plat >= box.minLat && plat <= box.maxLat && plng >= box.minLng && plng <= box.maxLng).toBe(true);
      }
    }
  });
});
