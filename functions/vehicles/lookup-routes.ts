// POST /cap/make (spec 001 sections 2.1, 4.6 and 7): the registration lookup. Found: the vehicle's
// data with this install's make and model ids; not found: 412, and the seller continues by hand.
import { and, eq, sql } from "drizzle-orm";
import type { ApiContext, Route } from "../api/types";
import { ApiError, invalid, json, parseBody } from "../api/http";
import { registrationSchema } from "../contract/wizard/step-schemas";
import type { VehicleLookupDto } from "../contract/dto/draft";
import { VehicleLookupSchema } from "../contract/answers/draft";
import { WIZARD_MESSAGES } from "../contract/messages/wizard";
import { vehicleMakes, vehicleModels } from "../db/schema";
import { requireSellerCaller } from "../organisation/seller-access";
import { createDvlaLookup } from "./adapters/dvla";
import { demoLookup } from "./adapters/demo-registrations";
import { LookupUnavailable, normalisePlate, type VehicleLookup } from "./adapters/lookup";
import type { Env } from "../env";

export function vehicleLookup(env: Env): VehicleLookup {
  return env.DVLA_API_KEY
    ? createDvlaLookup({ DVLA_API_KEY: env.DVLA_API_KEY, DVLA_API_URL: env.DVLA_API_URL })
    : demoLookup;
}

async function idsFor(c: ApiContext, makeName: string | null, modelName: string | null) {
  if (!makeName) return { makeId: null, modelId: null };
  const make = await c.db
    .select({ id: vehicleMakes.id })
    .from(vehicleMakes)
    .where(sql`lower(${vehicleMakes.name}) = ${makeName.toLowerCase()}`)
    .get();
  if (!make || !modelName) return { makeId: make?.id ?? null, modelId: null };
  const model = await c.db
    .select({ id: vehicleModels.id })
    .from(vehicleModels)
    .where(and(eq(vehicleModels.makeId, make.id), sql`lower(${vehicleModels.name}) = ${modelName.toLowerCase()}`))
    .get();
  return { makeId: make.id, modelId: model?.id ?? null };
}

async function lookUp(c: ApiContext): Promise<Response> {
  requireSellerCaller(c);
  const { registrationPlate } = await parseBody(c.request, registrationSchema);
  let found;
  try {
    found = await vehicleLookup(c.env).find(normalisePlate(registrationPlate));
  } catch (error) {
    if (error instanceof LookupUnavailable)
      throw new ApiError(503, WIZARD_MESSAGES.lookupUnavailable, "LOOKUP_UNAVAILABLE");
    throw error;
  }
  if (!found) throw invalid({ registrationPlate: [WIZARD_MESSAGES.vehicleNotFound] }, WIZARD_MESSAGES.vehicleNotFound);
  const ids = await idsFor(c, found.makeName, found.modelName);
  const answer: VehicleLookupDto = { ...found, registrationPlate, ...ids, vehicleCapCapId: null };
  return json(answer);
}

export const lookupRoutes: Route[] = [
  {
    method: "POST",
    path: "/cap/make",
    access: "member",
    summary: "Look a vehicle up by registration (412 when not found)",
    tags: ["wizard"],
    request: { body: registrationSchema },
    responses: { 200: VehicleLookupSchema },
    handler: lookUp,
  },
];
