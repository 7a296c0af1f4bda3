// The account area's frame (spec 000 section 2 'Account area'): side navigation by role beside the
// page. Owners see every entry; others only Company Details, My Profile, Search Alerts and
// Notifications. Used by /settings and by the /my-organization layout route.
import { NavLink } from "@remix-run/react";
import type { ReactNode } from "react";

interface Entry {
  to: string;
  label: string;
  ownerOnly?: boolean;
  /** Exact match only (Company Details must not stay lit on its sub-pages' siblings). */
  end?: boolean;
}

export const ACCOUNT_NAV: Entry[] = [
  { to: "/settings", label: "Company Details" },
  { to: "/my-organization/employees", label: "Employees", ownerOnly: true },
  { to: "/my-organization/my-wallet", label: "Payment Card", ownerOnly: true },
  { to: "/my-organization/transactions", label: "Transactions", ownerOnly: true },
  { to: "/my-organization/invoices", label: "Invoices", ownerOnly: true },
  { to: "/my-organization/my-profile", label: "My Profile" },
  { to: "/my-organization/forms-alerts", label: "Search Alerts" },
  { to: "/my-organization/notifications", label: "Notifications" },
];

export function accountNavFor(isOwner: boolean): Entry[] {
  return ACCOUNT_NAV.filter((entry) => isOwner || !entry.ownerOnly);
}

export function AccountLayout({ isOwner, children }: { isOwner: boolean; children: ReactNode }) {
  return (
    <div className="page account">
      <nav className="account__nav" aria-label="Account">
        <ul className="scroll-row">
          {accountNavFor(isOwner).map((entry) => (
            <li key={entry.to}>
              <NavLink
                to={entry.to}
                end={entry.end}
                className={({ isActive }) => (isActive ? "account__link active" : "account__link")}
              >
                {entry.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="account__body">{children}</div>
    </div>
  );
}
