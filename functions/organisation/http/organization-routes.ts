// Company Details calls of spec 000 section 7: GET and PUT /account/organization,
// GET /account/organization-locations and GET /account/organization-group. Every member reads
// their own organisation; only its owner saves.
import { z } from "zod";
import type { Route } from "../../api/types";
import { json, parseBody } from "../../api/http";
import { LOCATION_STATUSES } from "../../contract/accounts";
import { OrganizationSaveSchema } from "../../contract/organisation";
import { ownRecord, requireOrgMember, requireOrgOwner } from "../access";
import { readGroup, readLocationOptions, readOrganization } from "../read/organization";
import { saveOrganization } from "../save-organization";

const tags = ["account"];
const postalCode = z.object({ id: z.number().int(), postcode: z.string() });
const location = z.object({
  id: z.number().int(),
  postalCode,
  address: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  county: z.string(),
  status: z.enum(LOCATION_STATUSES),
  version: z.number().int(),
});
const organization = z.object({
  id: z.number().int(),
  officialCompanyName: z.string(),
  companyRegistrationNumber: z.string().nullable(),
  vatNumber: z.string(),
  tradeName: z.string(),
  landlinePhoneNumber: z.string().nullable(),
  landlinePhoneNumberIsPending: z.boolean(),
  website: z.string().nullable(),
  mainLocation: location.nullable(),
  mainLocationIsPending: z.boolean(),
  additionalLocation: z.array(location),
  version: z.number().int(),
});

export const organizationRoutes: Route[] = [
  {
    method: "GET",
    path: "/account/organization",
    access: "member",
    memberInBatch: true,
    summary: "The caller's organisation (Company Details), with pending changes flagged",
    tags,
    statuses: [404],
    responses: { 200: organization },
    handler: ownRecord(readOrganization),
  },
  {
    method: "PUT",
    path: "/account/organization",
    access: "member",
    summary:
      "Owner saves Company Details; landline and main location changes wait for approval; 409 on a stale version",
    tags,
    statuses: [404],
    request: { body: OrganizationSaveSchema },
    responses: { 200: organization },
    handler: async ({ env, db, caller, request }) => {
      const owner = requireOrgOwner(caller);
      const input = await parseBody(request, OrganizationSaveSchema);
      await saveOrganization(db, env.DB, owner, input);
      return json(await readOrganization(env.DB, owner));
    },
  },
  {
    method: "GET",
    path: "/account/organization-locations",
    access: "member",
    memberInBatch: true,
    summary: "The caller's organisation's locations, for location pickers",
    tags,
    responses: {
      200: z.array(
        z.object({ id: z.number().int(), postalCode: z.object({ postcode: z.string() }), isMain: z.boolean() }),
      ),
    },
    handler: async ({ env, caller, memberRead }) =>
      json(await readLocationOptions(env.DB, requireOrgMember(caller), memberRead)),
  },
  {
    method: "GET",
    path: "/account/organization-group",
    access: "member",
    summary: "The caller's organisation group and its organisations, or null",
    tags,
    responses: {
      200: z
        .object({
          id: z.number().int(),
          name: z.string(),
          organizations: z.array(z.object({ id: z.number().int(), tradeName: z.string() })),
        })
        .nullable(),
    },
    handler: async ({ env, caller }) => json(await readGroup(env.DB, requireOrgMember(caller))),
  },
];
