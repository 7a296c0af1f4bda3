// Postal code look-ups of spec 000 section 7: GET /postal-code/validate and POST /postal-code.
import { and, asc, gte, lt, or } from "drizzle-orm";
import { z } from "zod";
import type { Route } from "../api/types";
import { json, parseBody, parseQuery } from "../api/http";
import type { Db } from "../db/client";
import { postalCodes } from "../db/schema";
import { FIELD_MESSAGES } from "../contract/messages/common";
import { formatPostcode, isSearchablePostcodeInput, POSTCODE_SEARCH, storedPrefixes } from "../contract/postcode-rules";
import { postcodeExists, resolvePostcode } from "./resolve";

export interface PostalCodeItem {
  id: number;
  postcode: string;
}

const ValidateQuery = z.object({
  postalCode: z.string({ required_error: FIELD_MESSAGES.required }).max(64, FIELD_MESSAGES.maxLength(64)),
});

const SearchBody = z.object({
  search: z.string({ required_error: FIELD_MESSAGES.required, invalid_type_error: FIELD_MESSAGES.required }).max(64),
  page: z.coerce.number({ invalid_type_error: FIELD_MESSAGES.onlyNumbers }).int().min(0).max(100_000).default(0),
  limit: z.coerce
    .number({ invalid_type_error: FIELD_MESSAGES.onlyNumbers })
    .int()
    .min(1)
    .max(POSTCODE_SEARCH.maxLimit, `Max value equals ${POSTCODE_SEARCH.maxLimit}`)
    .default(POSTCODE_SEARCH.maxLimit),
});

export async function searchPostalCodes(
  db: Db,
  search: string,
  page: number,
  limit: number,
): Promise<PostalCodeItem[]> {
  if (!isSearchablePostcodeInput(search)) return [];
  const prefixes = storedPrefixes(search);
  if (prefixes.length === 0) return [];
  // A complete postcode that exists by the rule of decision 0030 is offered even before it is stored.
  if (page === 0 && formatPostcode(search)) {
    const resolved = await resolvePostcode(db, search);
    if (resolved) return [resolved];
  }
  // "~" sorts after every character a postcode holds, so [p, p~) is "starts with p" on the index.
  const ranges = prefixes.map((p) => and(gte(postalCodes.postcode, p), lt(postalCodes.postcode, `${p}~`)));
  return db
    .select({ id: postalCodes.id, postcode: postalCodes.postcode })
    .from(postalCodes)
    .where(or(...ranges))
    .orderBy(asc(postalCodes.postcode))
    .limit(limit)
    .offset(page * limit);
}

export const postcodeRoutes: Route[] = [
  {
    method: "GET",
    path: "/postal-code/validate",
    access: "public",
    summary: "Whether a postcode exists",
    tags: ["postcodes"],
    request: { query: ValidateQuery },
    responses: { 200: z.boolean() },
    handler: async ({ db, url }) => {
      const { postalCode } = parseQuery(url, ValidateQuery);
      return json(await postcodeExists(db, postalCode));
    },
  },
  {
    method: "POST",
    path: "/postal-code",
    access: "public",
    summary: "Postcodes starting with what was typed, paged",
    tags: ["postcodes"],
    request: { body: SearchBody },
    responses: { 200: z.array(z.object({ id: z.number().int(), postcode: z.string() })) },
    handler: async ({ db, request }) => {
      const { search, page, limit } = await parseBody(request, SearchBody);
      return json(await searchPostalCodes(db, search, page, limit));
    },
  },
];
