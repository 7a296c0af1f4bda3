import { describe, expect, it } from "vitest";
import { addCustomFeature, basicDataSchema, manualRecordSchema } from "./step-schemas";
import { stepTooltip } from "./step-tooltip";
import { sniffMediaType } from "../media";
import { FIELD_MESSAGES } from "../messages/common";
import { WIZARD_MESSAGES } from "../messages/wizard";

const form = {
  registrationPlate: "ab19 cde",
  makeId: "3",
  modelId: "7",
  derivative: "1.0 Titanium",
  mileage: "42000",
  year: "2019",
  dateOfFirstRegistration: "2019-03-01",
  colour: "Blue",
  carType: "Hatchback",
  doors: "5",
  fuel: "Petrol",
  engineSize: "999",
  transmission: "Manual",
  previousKeepersInTotal: "0",
  vin: "WF0JXXGAHJKA12345",
};
const errorsOf = (input: Record<string, unknown>) => {
  const r = basicDataSchema("2026-11-23").safeParse(input);
  return r.success ? {} : r.error.flatten().fieldErrors;
};

describe("vehicle details rules (spec 001 section 5.2)", () => {
  it("accepts form strings and upper-cases the plate", () => {
    const r = basicDataSchema("2026-11-23").parse(form);
    expect(r).toMatchObject({ registrationPlate: "AB19 CDE", mileage: 42000, engineSize: 999 });
  });

  it("gives the spec's messages", () => {
    expect(errorsOf({ ...form, mileage: "12a" }).mileage).toEqual(["Type only numbers"]);
    expect(errorsOf({ ...form, year: "1925" }).year).toEqual([
      "The year cannot be less than 100 years back and not higher than the current one",
    ]);
    expect(errorsOf({ ...form, dateOfFirstRegistration: "2019/03/01" }).dateOfFirstRegistration).toEqual([
      "Date has the wrong format",
    ]);
    expect(errorsOf({ ...form, vin: "X".repeat(18) }).vin).toEqual(["Max length equals 17 characters"]);
    expect(errorsOf({ ...form, engineSize: "" }).engineSize).toEqual(["Field is required"]);
  });

  it("clears the engine size of an electric vehicle", () => {
    expect(basicDataSchema("2026-11-23").parse({ ...form, fuel: "Electric", engineSize: "" }).engineSize).toBeNull();
  });
});

describe("service records, features, tooltips, file types", () => {
  it("checks manual records with the spec's messages", () => {
    const r = manualRecordSchema.safeParse({ date: "2024-01-01", mileage: "12345678901", serviceName: "x".repeat(51) });
    expect(r.success ? {} : r.error.flatten().fieldErrors).toEqual({
      mileage: ["Field can be at most 10 characters"],
      serviceName: ["Service name is too long - should be 50 chars maximum"],
    });
  });

  it("refuses empty and case-insensitive duplicate custom features", () => {
    expect(addCustomFeature(["Tow bar"], "TOW BAR").error).toBe("This feature is already on the list");
    expect(addCustomFeature([], "  ").error).toBe("Feature cannot be empty");
    expect(addCustomFeature(["Tow bar"], "Roof box").list).toEqual(["Tow bar", "Roof box"]);
  });

  it("words the step icon tooltips as the spec does", () => {
    expect(stepTooltip("basicData", { vin: ["x"], year: ["y"] }, { vin: "VIN", year: "Year" })).toBe(
      "Missing required fields: VIN, Year",
    );
    expect(stepTooltip("vehicleMedia", { photos: ["Not enough photos"] })).toBe("Minimum 12 photos required");
    expect(stepTooltip("vehicleMedia", { photos: ["Not enough perspectives"] })).toBe(
      "Some required perspectives are missing",
    );
    expect(stepTooltip("vehicleFeatures", { x: ["y"] })).toBe("At least one must be selected");
    expect(stepTooltip("tyreThreadDepths", {})).toBeNull();
  });

  it("knows files by their first bytes", () => {
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0, 0, 0, 0]);
    const mp4 = new Uint8Array([0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d]);
    expect(sniffMediaType(jpeg)?.contentType).toBe("image/jpeg");
    expect(sniffMediaType(mp4)).toMatchObject({ contentType: "video/mp4", isVideo: true });
    expect(sniffMediaType(new TextEncoder().encode("<svg xmlns='x'></svg>"))).toBeNull();
  });
});

describe("the site's dates and the generic length message (spec 001 sections 5 and 5.2)", () => {
  it("takes DD/MM/YYYY as the site shows dates, and YYYY-MM-DD, storing YYYY-MM-DD", () => {
    const uk = basicDataSchema("2026-11-23").parse({
      ...form,
      dateOfFirstRegistration: "01/03/2019",
      mot: "28/02/2027",
    });
    expect([uk.dateOfFirstRegistration, uk.mot]).toEqual(["2019-03-01", "2027-02-28"]);
    expect(errorsOf({ ...form, mot: "31/02/2027" }).mot).toEqual([FIELD_MESSAGES.dateWrongFormat]);
    expect(errorsOf({ ...form, dateOfFirstRegistration: "01/01/2099" }).dateOfFirstRegistration).toEqual([
      WIZARD_MESSAGES.dateInFuture,
    ]);
  });

  it("says 'Length equals 4 characters' for a year that is not four digits", () => {
    expect(errorsOf({ ...form, year: "19" }).year).toEqual([FIELD_MESSAGES.length(4)]);
    expect(errorsOf({ ...form, year: "20190" }).year?.[0]).toBe(FIELD_MESSAGES.maxLength(4));
    expect(errorsOf({ ...form, doors: "0" }).doors).toEqual([FIELD_MESSAGES.atLeast(1)]);
  });
});
