// /api/ops/invoice-details: the supplier's name, address and VAT registration number that every
// invoice PDF prints (issue 22 item 7, decision 0113). SUPER_ADMIN only; every change is audited.
import type { Route } from "../../api/types";
import { json, parseBody } from "../../api/http";
import { SUPPLIER_SETTING_KEY, SupplierDetailsSchema } from "../../contract/supplier";
import { OPS_MESSAGES } from "../../contract/messages/ops";
import { auditInsert } from "../audit";
import { readSupplier, saveSupplier } from "../supplier";
import { OK_ANSWER, opsRoute } from "./ops-route";

export const supplierRoutes: Route[] = [
  opsRoute({
    method: "GET",
    path: "/ops/invoice-details",
    summary: "SUPER_ADMIN: the supplier details invoices carry (null until saved)",
    responses: { 200: SupplierDetailsSchema.nullable() },
    handler: async (c) => json(await readSupplier(c.db)),
  }),
  opsRoute({
    method: "PUT",
    path: "/ops/invoice-details",
    summary: "SUPER_ADMIN: set the supplier name, address and VAT registration number of invoices",
    request: { body: SupplierDetailsSchema },
    responses: { 200: OK_ANSWER },
    handler: async (c) => {
      const details = await parseBody(c.request, SupplierDetailsSchema);
      const before = await readSupplier(c.db);
      await c.db.batch([
        saveSupplier(c.db, details, c.caller.id, c.clock.iso()),
        auditInsert(
          c.db,
          c.caller,
          "SUPPLIER_DETAILS_CHANGED",
          { type: "PLATFORM_SETTING", id: SUPPLIER_SETTING_KEY },
          { from: before, to: details },
        ),
      ]);
      return json({ ok: true, message: OPS_MESSAGES.supplierSaved });
    },
  }),
];
