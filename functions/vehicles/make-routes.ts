// GET /vehicle-make and /vehicle-make/{id}: makes and their models (spec 001 section 7).
import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import type { Route } from "../api/types";
import { json, notFound, validate } from "../api/http";
import { vehicleMakes, vehicleModels } from "../db/schema";

const IdSchema = z.coerce.number().int().positive();
const MakeData = z.object({ id: z.number().int(), name: z.string(), urlToLogo: z.string().nullable() });

export const vehicleMakeRoutes: Route[] = [
  {
    method: "GET",
    path: "/vehicle-make",
    access: "public",
    summary: "Every vehicle make",
    tags: ["vehicles"],
    responses: { 200: z.array(MakeData) },
    handler: async ({ db }) => {
      const makes = await db
        .select({ id: vehicleMakes.id, name: vehicleMakes.name, urlToLogo: vehicleMakes.logoUrl })
        .from(vehicleMakes)
        .orderBy(asc(vehicleMakes.name));
      return json(makes, { headers: { "cache-control": "public, max-age=300" } });
    },
  },
  {
    method: "GET",
    path: "/vehicle-make/{id}",
    access: "public",
    summary: "A make and its models",
    tags: ["vehicles"],
    request: { params: z.object({ id: IdSchema }) },
    responses: { 200: MakeData.extend({ models: z.array(z.object({ id: z.number().int(), name: z.string() })) }) },
    handler: async ({ db, params }) => {
      const id = validate(IdSchema, params.id);
      const make = await db.select().from(vehicleMakes).where(eq(vehicleMakes.id, id)).get();
      if (!make) throw notFound();
      const models = await db
        .select({ id: vehicleModels.id, name: vehicleModels.name })
        .from(vehicleModels)
        .where(eq(vehicleModels.makeId, id))
        .orderBy(asc(vehicleModels.name));
      return json({ id: make.id, name: make.name, urlToLogo: make.logoUrl, models });
    },
  },
];
