// Which failures each operation answers, for the OpenAPI document: the statuses its traits imply
// (authentication, validated input, path ids, a `version` to compare) plus the codes and statuses
// the route declares, each status with its `errorCode` values as an enum from the catalogue.
import { ZodObject } from "zod";
import { ERROR_CODES, STATUS_MEANINGS, type ErrorCode } from "../contract/error-codes";
import type { Route } from "./types";

/** Status → the codes an answer with it may carry (an empty list: the message alone). */
export type ErrorPlan = Map<number, Set<ErrorCode>>;

function add(plan: ErrorPlan, status: number, ...codes: ErrorCode[]): void {
  let set = plan.get(status);
  if (!set) plan.set(status, (set = new Set()));
  for (const code of codes) set.add(code);
}

const hasVersion = (route: Route) => {
  const body = route.request?.body;
  return body instanceof ZodObject && "version" in body.shape;
};

export function errorPlan(route: Route): ErrorPlan {
  const plan: ErrorPlan = new Map();
  const input = route.request;
  if (route.access !== "public") {
    add(plan, 401, "INVALID_JWT_TOKEN", "DEALER_ROLES_STALE");
    // Spec 000 section 8 fixes 500 for a blocked organisation's token.
    add(plan, 500, "ORGANIZATION_BLOCKED");
  }
  // Membership and role checks answer 403 ("Access denied") on every member route.
  if (route.access === "member") add(plan, 403);
  if (/\{\w+\}/.test(route.path)) add(plan, 404);
  if (input?.body) add(plan, 400);
  if (input?.body || input?.query) {
    add(plan, 412, "VALIDATION_FAILED");
    if (input.checkedByHandler) add(plan, 400, "VALIDATION_FAILED");
  }
  if (hasVersion(route)) add(plan, 409, "STALE_VERSION");
  for (const code of route.errors ?? []) for (const status of ERROR_CODES[code].status) add(plan, status, code);
  for (const status of route.statuses ?? []) add(plan, status);
  // Any operation may fail unexpectedly, or meet the database briefly unavailable.
  add(plan, 500, "INTERNAL_ERROR");
  add(plan, 503, "SERVICE_UNAVAILABLE");
  return plan;
}

/** The response's description: what the status means, then what each code says. */
export function describeStatus(status: number, codes: Set<ErrorCode>): string {
  const lines = [STATUS_MEANINGS[status] ?? "Failure"];
  for (const code of codes) lines.push(`- \`${code}\`: ${ERROR_CODES[code].about}`);
  return lines.join("\n");
}
