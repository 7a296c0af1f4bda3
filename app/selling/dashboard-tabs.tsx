// The dashboard's tabs (spec 001 section 1): SELLING for sellers, BUYING for buyers, ANALYTICS for
// either. Plain links: SELLING is the Selling list, BUYING My Bids, ANALYTICS the analytics page.
import { Link } from "@remix-run/react";

export type DashboardTab = "SELLING" | "BUYING" | "ANALYTICS";

export const DASHBOARD_TAB_PATHS: Record<DashboardTab, string> = {
  SELLING: "/my-vehicles",
  BUYING: "/my-bids",
  ANALYTICS: "/analytics",
};

export function dashboardTabs(roles: { isSeller: boolean; isBuyer: boolean }): DashboardTab[] {
  const tabs: DashboardTab[] = [];
  if (roles.isSeller) tabs.push("SELLING");
  if (roles.isBuyer) tabs.push("BUYING");
  if (roles.isSeller || roles.isBuyer) tabs.push("ANALYTICS");
  return tabs;
}

export function DashboardTabs({
  isSeller,
  isBuyer,
  active,
}: {
  isSeller: boolean;
  isBuyer: boolean;
  active: DashboardTab | null;
}) {
  const tabs = dashboardTabs({ isSeller, isBuyer });
  if (tabs.length === 0) return null;
  return (
    <nav className="dashboard-tabs" aria-label="Dashboard">
      {tabs.map((tab) => (
        <Link
          key={tab}
          to={DASHBOARD_TAB_PATHS[tab]}
          className={tab === active ? "dashboard-tabs__tab active" : "dashboard-tabs__tab"}
          aria-current={tab === active ? "page" : undefined}
        >
          {tab}
        </Link>
      ))}
    </nav>
  );
}
