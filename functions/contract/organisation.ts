// Company Details (spec 000 section 2 'Company Details', section 3 'Organization save payload',
// section 5 'Organization settings'): the one schema the API checks PUT /account/organization with
// and the settings form parses with (conform coerces the form's strings to the same shape).
import { z } from "zod";
import { FIELD_MESSAGES } from "./messages/common";
import { ORGANISATION_MESSAGES as M } from "./messages/organisation";

/** Existing additional locations travel with every save (they are editable), new ones too. */
export const LOCATIONS_PER_SAVE_MAX = 50;
/** Letters (any script), spaces and the punctuation of place names: "St. Helens", "Stoke-on-Trent". */
const PLACE_NAME = /^[\p{L}\p{M}][\p{L}\p{M} '.,&()-]*$/u;
const WEBSITE = /^(https?:\/\/)?([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(:\d+)?(\/\S*)?$/i;

/** "" and whitespace mean "not given", from a form or a JSON client alike. */
const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const optionalText = (max: number, message: string) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, message).optional());
const requiredText = (max: number, message: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ required_error: FIELD_MESSAGES.required, invalid_type_error: FIELD_MESSAGES.required })
      .trim()
      .max(max, message),
  );
const placeName = (message: string) =>
  requiredText(100, message).pipe(z.string().regex(PLACE_NAME, FIELD_MESSAGES.correctCharacters));

/**
 * An address. The API takes `postalCodeId` (the spec's payload); a form without the live search
 * sends the typed `postalCode` instead, which the API resolves (decision 0035). One is required.
 */
export const AddressSchema = z.preprocess(
  // Neither given: `postalCode` becomes null so its own check answers 'Field is required' together
  // with the other fields' messages (an object refinement would wait until they all pass).
  (value) =>
    value &&
    typeof value === "object" &&
    blankToUndefined((value as Record<string, unknown>).postalCodeId) === undefined
      ? { ...value, postalCode: blankToUndefined((value as Record<string, unknown>).postalCode) ?? null }
      : value,
  z.object({
    postalCodeId: z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional()),
    postalCode: z.preprocess(
      blankToUndefined,
      z
        .string({ invalid_type_error: FIELD_MESSAGES.required })
        .trim()
        .max(8, FIELD_MESSAGES.postalCodeNotFound)
        .optional(),
    ),
    address: requiredText(100, M.addressTooLong),
    address2: optionalText(100, M.address2TooLong),
    city: placeName(M.cityTooLong),
    county: placeName(M.countyTooLong),
  }),
);
export type AddressInput = z.infer<typeof AddressSchema>;

const version = z.coerce.number({ invalid_type_error: FIELD_MESSAGES.required }).int().min(0);

/**
 * A location in `locationsToSave`: without `id` a new one; with `id` (and the `version` it was read
 * at) an edit of an existing additional location, which waits for ops approval (decision 0065).
 */
export const LocationToSaveSchema = AddressSchema.and(
  z.object({
    id: z.preprocess(blankToUndefined, z.coerce.number().int().positive().optional()),
    version: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).optional()),
  }),
);

export const OrganizationSaveSchema = z.object({
  /** The organisation's version when the form was loaded: a stale one is answered 409. */
  version,
  landlinePhoneNumber: z.preprocess(
    blankToUndefined,
    z
      .string({ invalid_type_error: FIELD_MESSAGES.onlyNumbers })
      .trim()
      .regex(/^\d+$/, FIELD_MESSAGES.onlyNumbers)
      .max(15, M.phoneTooLong)
      .optional(),
  ),
  website: z.preprocess(
    blankToUndefined,
    z.string().trim().max(200, M.websiteTooLong).pipe(z.string().regex(WEBSITE, M.websiteFormat)).optional(),
  ),
  mainLocation: AddressSchema.and(z.object({ version })),
  locationsToSave: z.array(LocationToSaveSchema).max(LOCATIONS_PER_SAVE_MAX).default([]),
  locationIdsToDelete: z.array(z.coerce.number().int().positive()).max(100).default([]),
});
export type OrganizationSaveInput = z.infer<typeof OrganizationSaveSchema>;
