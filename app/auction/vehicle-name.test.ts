import { describe, expect, it } from "vitest";
import { truncate, vehicleNameCase } from "./vehicle-name";

describe("vehicleNameCase", () => {
  it("title-cases names and keeps make and model codes upper case", () => {
    expect(vehicleNameCase("FORD FOCUS")).toBe("Ford Focus");
    expect(vehicleNameCase("bmw x5 m sport")).toBe("BMW X5 M Sport");
    expect(vehicleNameCase("2019 VOLKSWAGEN GOLF GTI")).toBe("2019 Volkswagen Golf GTI");
    expect(vehicleNameCase("mercedes-benz c-class amg")).toBe("Mercedes-Benz C-Class AMG");
    expect(vehicleNameCase("mazda cx-5")).toBe("Mazda CX-5");
    expect(vehicleNameCase("volkswagen id.3")).toBe("Volkswagen ID.3");
    expect(vehicleNameCase("land  rover range rover evoque")).toBe("Land Rover Range Rover Evoque");
  });

  it("keeps the known make and model names as the reference data spells them", () => {
    expect(vehicleNameCase("2021 MG ZS EV", ["MG", "ZS EV"])).toBe("2021 MG ZS EV");
    expect(vehicleNameCase("MINI COOPER SE", ["MINI", "Cooper SE"])).toBe("MINI Cooper SE");
    expect(vehicleNameCase("ssangyong korando", ["SsangYong", "Korando"])).toBe("SsangYong Korando");
    expect(vehicleNameCase("JAGUAR F-PACE", ["Jaguar", "F-PACE"])).toBe("Jaguar F-PACE");
  });

  it("is empty for nothing", () => {
    expect(vehicleNameCase(null)).toBe("");
    expect(vehicleNameCase("   ")).toBe("");
  });
});

describe("truncate", () => {
  it("cuts long text with an ellipsis and leaves short text alone", () => {
    expect(truncate("1.0 EcoBoost Titanium", 9)).toBe("1.0 EcoB…");
    expect(truncate("320d", 9)).toBe("320d");
    expect(truncate("x".repeat(61), 60)).toHaveLength(60);
    expect(truncate(null, 5)).toBe("");
  });
});
