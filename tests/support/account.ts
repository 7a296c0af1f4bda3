// The Company Details save body (spec 000 section 3) built from what GET /account/organization
// answered, so a test changes only what it means to change.
import type { OrganizationDto } from "../../functions/contract/dto/account";

export function saveBody(org: OrganizationDto, change: Record<string, unknown> = {}) {
  const main = org.mainLocation!;
  return {
    version: org.version,
    landlinePhoneNumber: org.landlinePhoneNumber?.replace(/\D/g, ""),
    website: org.website ?? "",
    mainLocation: {
      postalCodeId: main.postalCode.id,
      address: main.address,
      city: main.city,
      county: main.county,
      version: main.version,
    },
    locationsToSave: [],
    locationIdsToDelete: [],
    ...change,
  };
}
