// Every /api/ops/* route (the ops console, issue 12), plus the audit log they all write to.
import type { Route } from "../../api/types";
import { json, parseQuery } from "../../api/http";
import { PageQuery } from "../../contract/ops";
import { auditPage } from "../read/lists";
import { changeRoutes } from "./change-routes";
import { memberRoutes } from "./member-routes";
import { organizationRoutes } from "./organization-routes";
import { settingsRoutes } from "./settings-routes";
import { supplierRoutes } from "./supplier-routes";
import { opsRoute } from "./ops-route";
import { OpsAuditPageSchema } from "../../contract/answers/ops";

export const opsRoutes: Route[] = [
  ...organizationRoutes,
  ...memberRoutes,
  ...changeRoutes,
  ...settingsRoutes,
  ...supplierRoutes,
  opsRoute({
    method: "GET",
    path: "/ops/audit",
    summary: "SUPER_ADMIN: the audit log, newest first, 50 a page ({ content, totalElements, last })",
    responses: { 200: OpsAuditPageSchema },
    request: { query: PageQuery },
    handler: async (c) => {
      const { offset } = parseQuery(c.url, PageQuery);
      return json(await auditPage(c.db, offset));
    },
  }),
];
