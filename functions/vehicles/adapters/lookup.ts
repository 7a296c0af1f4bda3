// Registration lookup behind POST /cap/make (spec 001 sections 2.1 and 7): one interface, two
// sources. The DVLA Vehicle Enquiry Service when DVLA_API_KEY is set; otherwise the demo table.
// Both answer names; the route turns names into this install's make and model ids.
import type { VehicleLookupDto } from "../../contract/dto/draft";

/** What a source knows: names rather than ids, which the route maps to this install's. */
export type LookedUpVehicle = Omit<VehicleLookupDto, "makeId" | "modelId" | "vehicleCapCapId">;

export interface VehicleLookup {
  /** The vehicle with this plate (upper case, no spaces), or null when the source has none. */
  find(plate: string): Promise<LookedUpVehicle | null>;
}

export class LookupUnavailable extends Error {}

// Plates are compared without spaces; the rule lives with the demo table both sources share.
export { normalisePlate } from "../../contract/demo-registrations";
