// The supplier's details every invoice carries (issue 22 item 7, decision 0113): HMRC's full VAT
// invoice needs the supplier's name, address and VAT registration number. Ops sets them on
// /ops/invoice-details; the API stores them in platform_settings and the invoice PDF prints them.
import { z } from "zod";
import { FIELD_MESSAGES as M } from "./messages/common";
import { OPS_MESSAGES } from "./messages/ops";

export const SUPPLIER_SETTING_KEY = "invoice.supplier";

const required = { required_error: M.required, invalid_type_error: M.required };
const text = (max: number) => z.string(required).trim().min(1, M.required).max(max, M.maxLength(max));
const optional = (max: number) =>
  z.preprocess(
    (v) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v),
    z.string().trim().max(max, M.maxLength(max)).optional(),
  );

/** "gb 123 4567 89" → "GB123456789"; HMRC numbers are 9 digits (12 for a group branch). */
export const UK_VAT_NUMBER = /^GB(\d{9}|\d{12})$/;
const vatNumber = z.preprocess(
  (v) => {
    if (typeof v !== "string") return v;
    const plain = v.replace(/\s+/g, "").toUpperCase();
    return plain === "" || plain.startsWith("GB") ? plain : `GB${plain}`;
  },
  z.string(required).min(1, M.required).regex(UK_VAT_NUMBER, OPS_MESSAGES.vatNumberInvalid),
);

export const SupplierDetailsSchema = z.object({
  name: text(100),
  address: text(100),
  address2: optional(100),
  city: text(100),
  county: optional(100),
  postcode: z
    .string(required)
    .trim()
    .min(1, M.required)
    .pipe(z.string().min(6, M.minLength(6)).max(8, M.maxLength(8)))
    .transform((v) => v.toUpperCase()),
  vatNumber,
  companyNumber: optional(20),
  email: z.preprocess(
    (v) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v),
    z.string().trim().email(M.invalidEmail).max(100, M.maxLength(100)).optional(),
  ),
  phone: optional(20),
});
export type SupplierDetails = z.infer<typeof SupplierDetailsSchema>;

/** The address as an invoice prints it, one line each, empty parts left out. */
export const supplierAddressLines = (s: SupplierDetails): string[] =>
  [s.address, s.address2, s.city, s.county, s.postcode].filter((x): x is string => Boolean(x));

/** "GB123456789" → "GB 123 4567 89", as HMRC writes it. */
export const formatVatNumber = (v: string) =>
  /^GB\d{9}$/.test(v) ? `GB ${v.slice(2, 5)} ${v.slice(5, 9)} ${v.slice(9)}` : v;
