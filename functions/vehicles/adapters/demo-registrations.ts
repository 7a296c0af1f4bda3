// The registration lookup's demo source (decision 0043): the demo table of the contract.
import type { VehicleLookup } from "./lookup";
import { DEMO_REGISTRATIONS, normalisePlate } from "../../contract/demo-registrations";

export const demoLookup: VehicleLookup = {
  async find(plate) {
    const key = normalisePlate(plate);
    const row = DEMO_REGISTRATIONS[key];
    return row ? { registrationPlate: key, ...row } : null;
  },
};
