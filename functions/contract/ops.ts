// Request schemas of the ops console API (/api/ops/*, SUPER_ADMIN only; issue 12 "Ops console").
// Pure: shared by the API handlers and the /ops screens.
import { z } from "zod";
// Moves to ./messages/common with the contract module; the lead fixes the path at merge.
import { FIELD_MESSAGES } from "./messages/common";
import { OPS_MESSAGES } from "./messages/ops";

export const OPS_ORGANIZATION_FILTERS = ["PENDING", "ACTIVE", "BLOCKED", "ALL"] as const;
export const OPS_MEMBER_FILTERS = ["PENDING", "ACTIVE", "REJECTED"] as const;

export const OrganizationListQuery = z.object({
  status: z.enum(OPS_ORGANIZATION_FILTERS).default("PENDING"),
  q: z.string().trim().max(100).optional(),
});

export const MemberListQuery = z.object({
  status: z.enum(OPS_MEMBER_FILTERS).default("PENDING"),
  q: z.string().trim().max(100).optional(),
});

export const PageQuery = z.object({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const IdParams = z.object({ id: z.coerce.number().int().positive() });
export const SlugParams = z.object({ slug: z.string() });

export const DecisionSchema = z.object({
  reason: z.string().trim().max(500, OPS_MESSAGES.reasonTooLong).optional(),
});

export const BlocksSchema = z.object({
  buyerBlocked: z.boolean({ required_error: FIELD_MESSAGES.required }),
  sellerBlocked: z.boolean({ required_error: FIELD_MESSAGES.required }),
  organizationBlocked: z.boolean({ required_error: FIELD_MESSAGES.required }),
});

const pence = z
  .number({ required_error: FIELD_MESSAGES.required, invalid_type_error: OPS_MESSAGES.feeInvalid })
  .int(OPS_MESSAGES.feeInvalid)
  .min(0, OPS_MESSAGES.feeInvalid)
  .max(100_000_000, OPS_MESSAGES.feeInvalid);

export const FeeSettingsSchema = z.object({
  fees: z
    .array(z.object({ id: z.number().int().positive(), feeInPence: pence }))
    .min(1)
    .max(50),
});

export const ContentPageBody = z.object({
  title: z
    .string({ required_error: FIELD_MESSAGES.required })
    .trim()
    .min(1, FIELD_MESSAGES.required)
    .max(200, FIELD_MESSAGES.maxLength(200)),
  html: z.string({ required_error: FIELD_MESSAGES.required }).max(200_000, FIELD_MESSAGES.maxLength(200_000)),
});
