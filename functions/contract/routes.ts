// The authenticated paths of the web app, as spec 000 section 2 and spec 001 section 2 list them,
// built or not yet built (decision 0026). A signed-out visitor on any of them goes to the home
// page; the root loader is the one place that applies it. Pure data and a matcher, no bindings.

/** `:name` stands for one path segment (an id); everything else must match literally. */
export const AUTHENTICATED_PATHS = [
  "/dashboard",
  // The wizard and its steps (spec 000 section 2: "/add-vehicle (plus /add-number, /add-photo,
  // /confirm-number)"), read as steps under /add-vehicle.
  "/add-vehicle",
  "/add-vehicle/add-number",
  "/add-vehicle/add-photo",
  "/add-vehicle/confirm-number",
  "/my-vehicles",
  "/my-vehicles/:id",
  "/my-vehicles/:id/confirm",
  "/my-bids",
  "/my-bids/:id",
  "/search",
  "/auction/:id",
  "/analytics",
  "/settings",
  "/my-organization/my-wallet",
  "/my-organization/transactions",
  "/my-organization/invoices",
  "/my-organization/employees",
  "/my-organization/employees/:id",
  "/my-organization/employee",
  "/my-organization/my-profile",
  "/my-organization/forms-alerts",
  "/my-organization/forms-alerts/create",
  "/my-organization/forms-alerts/edit/:id",
  "/my-organization/notifications",
  // Outside the app shell, but they act on the organisation's payment method (spec 000 section 2).
  "/direct-debit/checkout",
  "/direct-debit/success",
  "/direct-debit/cancel",
] as const;

function segments(path: string): string[] {
  return path.split("/").filter(Boolean);
}

const PATTERNS = AUTHENTICATED_PATHS.map(segments);

/** Whether `pathname` (no query, no `.data` suffix) is one of the authenticated paths. */
export function isAuthenticatedPath(pathname: string): boolean {
  let parts: string[];
  try {
    parts = segments(decodeURIComponent(pathname));
  } catch {
    return false;
  }
  return PATTERNS.some(
    (pattern) =>
      pattern.length === parts.length &&
      pattern.every((part, i) => (part.startsWith(":") ? parts[i] !== "" : part === parts[i])),
  );
}
