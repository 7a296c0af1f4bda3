// The DVLA Vehicle Enquiry Service adapter (POST /vehicle-enquiry/v1/vehicles with x-api-key).
// DVLA knows make, colour, fuel, engine size, year, first registration month and MOT expiry, but no
// model, body or gearbox: those the seller completes. 404 means no such vehicle.
import { LookupUnavailable, type LookedUpVehicle, type VehicleLookup } from "./lookup";

const DEFAULT_URL = "https://driver-vehicle-licensing.api.gov.uk";
const TIMEOUT_MS = 5000;

interface DvlaVehicle {
  registrationNumber: string;
  make?: string;
  colour?: string;
  fuelType?: string;
  engineCapacity?: number;
  yearOfManufacture?: number;
  monthOfFirstRegistration?: string;
  motExpiryDate?: string;
}

const FUELS: Record<string, string> = {
  PETROL: "Petrol",
  DIESEL: "Diesel",
  ELECTRICITY: "Electric",
  "HYBRID ELECTRIC": "Hybrid",
  "ELECTRIC DIESEL": "Hybrid",
  "GAS BI-FUEL": "LPG",
  "PETROL/GAS": "LPG",
  GAS: "CNG",
  "FUEL CELLS": "Hydrogen",
};

/** "WHITE" -> "White", "ALFA ROMEO" -> "Alfa Romeo". */
const titleCase = (s: string) => s.toLowerCase().replace(/\b\p{L}/gu, (c) => c.toUpperCase());

export function fromDvla(v: DvlaVehicle): LookedUpVehicle {
  return {
    registrationPlate: v.registrationNumber,
    makeName: v.make ? titleCase(v.make) : null,
    modelName: null,
    derivative: null,
    year: v.yearOfManufacture ?? null,
    dateOfFirstRegistration: v.monthOfFirstRegistration ? `${v.monthOfFirstRegistration}-01` : null,
    mot: v.motExpiryDate ?? null,
    colour: v.colour ? titleCase(v.colour) : null,
    carType: null,
    doors: null,
    fuel: v.fuelType ? (FUELS[v.fuelType.toUpperCase()] ?? null) : null,
    engineSize: v.fuelType?.toUpperCase() === "ELECTRICITY" ? null : (v.engineCapacity ?? null),
    transmission: null,
    vin: null,
  };
}

export function createDvlaLookup(config: { DVLA_API_KEY: string; DVLA_API_URL?: string }): VehicleLookup {
  const base = (config.DVLA_API_URL || DEFAULT_URL).replace(/\/$/, "");
  return {
    async find(plate) {
      let res: Response;
      try {
        res = await fetch(`${base}/vehicle-enquiry/v1/vehicles`, {
          method: "POST",
          headers: { "x-api-key": config.DVLA_API_KEY, "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify({ registrationNumber: plate }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch {
        throw new LookupUnavailable("DVLA did not answer");
      }
      // 400: DVLA refuses a malformed plate; to the seller that is "not found" as well.
      if (res.status === 404 || res.status === 400) return null;
      if (!res.ok) throw new LookupUnavailable(`DVLA answered ${res.status}`);
      return fromDvla((await res.json()) as DvlaVehicle);
    },
  };
}
