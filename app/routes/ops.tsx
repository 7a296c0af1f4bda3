// /ops: the ops console's frame (issue 12, "Ops console"; the spec has no admin screens). SUPER_ADMIN
// only: the guard answers 404 to anyone else. Child routes hold the queue, organisations, members,
// content pages, fee settings and the audit log.
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { NavLink, Outlet } from "@remix-run/react";
import { requireSuperAdmin } from "~/ops/ops.server";
import opsStyles from "~/styles/ops.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: opsStyles }];
export const meta: MetaFunction = () => [{ title: "Ops console | Trade Auction" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireSuperAdmin(request, context);
  return data(null);
}

const SECTIONS = [
  { to: "/ops", label: "Queue", end: true },
  { to: "/ops/organisations", label: "Organisations" },
  { to: "/ops/members", label: "Members" },
  { to: "/ops/content", label: "Content pages" },
  { to: "/ops/fees", label: "Fees" },
  { to: "/ops/invoice-details", label: "Invoice details" },
  { to: "/ops/archive", label: "Archive" },
  { to: "/ops/audit", label: "Audit log" },
];

export default function OpsLayout() {
  return (
    <section className="page ops">
      <p className="eyebrow">Ops console</p>
      <nav aria-label="Ops console" className="ops-nav">
        {SECTIONS.map((s) => (
          <NavLink key={s.to} to={s.to} end={s.end} className="ops-nav__link">
            {s.label}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </section>
  );
}

// A failure here shows the ops area's error page (decision 0107).
export { OpsErrorBoundary as ErrorBoundary } from "~/components/area-error";
