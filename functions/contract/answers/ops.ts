// The ops console's answers (functions/contract/dto/ops.ts).
import { z } from "./zod";
import type * as D from "../dto/ops";
import { OPS_ACTION_LABELS, type OpsAction } from "../messages/ops";
import { id, isoTime, pence, text } from "./common";
import { sameShape } from "./same";

export const OpsOrganizationSchema = z
  .object({
    id: id(),
    tradeName: z.string(),
    officialCompanyName: z.string(),
    vatNumber: z.string(),
    companyRegisterNumber: text(),
    dealerType: z.string(),
    isBuyer: z.boolean(),
    isSeller: z.boolean(),
    isTransactionManagement: z.boolean(),
    status: z.string(),
    buyerBlocked: z.boolean(),
    sellerBlocked: z.boolean(),
    email: text(),
    landlinePhoneNumber: text(),
    createdOn: isoTime(),
    owner: z.object({ id: id(), email: z.string(), name: z.string(), status: z.string() }).nullable(),
    memberCount: z.number().int(),
  })
  .openapi("OpsOrganization");
sameShape<z.infer<typeof OpsOrganizationSchema>, D.OpsOrganization>(true);

export const OpsMemberSchema = z
  .object({
    id: id(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phoneNumber: text(),
    position: text(),
    status: z.string(),
    isOwner: z.boolean(),
    isBuyer: z.boolean(),
    isSeller: z.boolean(),
    isTransactionAcceptor: z.boolean(),
    organizationId: id().nullable(),
    tradeName: text(),
    createdOn: isoTime(),
  })
  .openapi("OpsMember");
sameShape<z.infer<typeof OpsMemberSchema>, D.OpsMember>(true);

export const OpsPendingChangeSchema = z
  .object({
    id: id(),
    organizationId: id(),
    tradeName: z.string(),
    kind: z.enum(["LOCATION", "LANDLINE"]),
    summary: z.string(),
    current: text(),
    createdOn: isoTime(),
  })
  .openapi("OpsPendingChange");
sameShape<z.infer<typeof OpsPendingChangeSchema>, D.OpsPendingChange>(true);

const band = { upToInPence: pence().nullable(), feeInPence: pence() };
const OpsFeeBandSchema = z.object({ id: id(), ...band });

export const OpsFeeSettingsSchema = z
  .object({
    buyerBands: z.array(z.object(band)),
    sellerBands: z.array(OpsFeeBandSchema),
    launchFee: OpsFeeBandSchema.nullable(),
  })
  .openapi("OpsFeeSettings");
sameShape<z.infer<typeof OpsFeeSettingsSchema>, D.OpsFeeSettings>(true);

export const OpsContentPageSummarySchema = z
  .object({ slug: z.string(), title: z.string(), updatedOn: isoTime() })
  .openapi("OpsContentPageSummary");
sameShape<z.infer<typeof OpsContentPageSummarySchema>, D.OpsContentPageSummary>(true);

export const OpsContentPageSchema = OpsContentPageSummarySchema.extend({ html: z.string() }).openapi("OpsContentPage");
sameShape<z.infer<typeof OpsContentPageSchema>, D.OpsContentPage>(true);

const ACTIONS = Object.keys(OPS_ACTION_LABELS) as [OpsAction, ...OpsAction[]];

const OpsAuditEntrySchema = z.object({
  id: id(),
  action: z.enum(ACTIONS),
  actor: z.object({ id: id(), email: z.string() }),
  targetType: z.string(),
  targetId: z.string(),
  detail: z.record(z.unknown()).nullable(),
  createdOn: isoTime(),
});

export const OpsAuditPageSchema = z
  .object({ content: z.array(OpsAuditEntrySchema), totalElements: z.number().int(), last: z.boolean() })
  .openapi("OpsAuditPage");
sameShape<z.infer<typeof OpsAuditPageSchema>, D.OpsPage<D.OpsAuditEntry>>(true);
