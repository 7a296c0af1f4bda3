// The registry is the wizard's only list of steps (decision 0090): numbering, Next and Back rules
// (spec 001 section 2.1), the edit start and the alias paths all come from its order.
import { describe, expect, it } from "vitest";
import type { DraftDto } from "~contract/dto/draft";
import { PLACEHOLDERS } from "~contract/messages/wizard";
import { aliasStep, editStartStep, LAST_STEP, nextStep, numberOf, previousStep, STEPS } from "./registry";

const add = (photoCount: number) => ({ photoCount, editing: false });
const edit = (photoCount: number) => ({ photoCount, editing: true });

describe("wizard registry", () => {
  it("numbers the eleven steps of spec 001 section 2.1 in order", () => {
    expect(LAST_STEP).toBe(11);
    expect(STEPS.map((s) => s.label)).toEqual([
      "Registration",
      "Lookup result",
      "Vehicle details",
      "Photos",
      "Photos summary",
      "Videos",
      "Tyres",
      "Service history",
      "Specification",
      "Description",
      "Launch vehicle",
    ]);
  });

  it("has unique ids and aliases, and every Next and Back rule names a registered step", () => {
    expect(new Set(STEPS.map((s) => s.id)).size).toBe(STEPS.length);
    const aliases = STEPS.flatMap((s) => (s.alias ? [s.alias] : []));
    expect(new Set(aliases).size).toBe(aliases.length);
    for (const s of STEPS)
      for (const facts of [add(0), add(7), add(12), edit(3), edit(12)])
        for (const to of [s.next?.(facts), s.back?.(facts)]) if (to) expect(() => numberOf(to)).not.toThrow();
  });

  it("skips the summary and the photos as the spec says", () => {
    expect(nextStep(3, add(0))).toBe(4);
    expect(nextStep(3, add(12))).toBe(5);
    expect(nextStep(4, add(7))).toBe(6);
    expect(nextStep(4, add(12))).toBe(5);
    expect(previousStep(6, add(3))).toBe(4);
    expect(previousStep(6, add(12))).toBe(5);
    expect(previousStep(6, edit(12))).toBe(3);
    expect(previousStep(3, add(0))).toBe(1);
    expect(previousStep(3, edit(0))).toBe(3);
    expect(nextStep(LAST_STEP, add(12))).toBe(LAST_STEP);
  });

  it("opens editing at the details and the alias paths at their steps (decision 0068)", () => {
    expect(editStartStep()).toBe(3);
    expect(aliasStep("add-number")).toBe(1);
    expect(aliasStep("confirm-number")).toBe(2);
    expect(aliasStep("add-photo")).toBe(4);
    expect(aliasStep("upload")).toBeNull();
  });
});

describe("the launch summary", () => {
  // Only the sections the summary rows read; the rest of a draft plays no part here.
  const draft = {
    basicData: { makeName: "Ford", modelName: "Focus", derivative: null, registrationPlate: "AB12CDE", mileage: 12500 },
    vehicleMedia: { photos: [{}, {}] },
    serviceHistory: { type: "NONE" },
    vehicleFeatures: { vehicleFeaturesDictionaryIds: [1], vehicleFeaturesCustom: [] },
    descriptionAndSettings: { description: "", publishTarget: null },
  } as unknown as DraftDto;
  const rows = (hasGroup: boolean) => STEPS.flatMap((s) => s.summary?.(draft, { hasGroup }) ?? []);

  it("takes each step's rows in the registry's order, the publish target only with a group", () => {
    expect(rows(false).map(([term]) => term)).toEqual([
      "Vehicle",
      "Registration",
      "Mileage",
      "Photos",
      "Service history",
      "Specification",
      "Description",
    ]);
    expect(rows(true).at(-1)?.[0]).toBe("Publish target");
    expect(Object.fromEntries(rows(false))).toMatchObject({
      Vehicle: "Ford Focus",
      Mileage: "12,500 miles",
      Photos: "2",
      Specification: "1 feature",
      "Service history": PLACEHOLDERS.noServiceHistory,
      Description: PLACEHOLDERS.description,
    });
  });
});
