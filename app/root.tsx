import type { LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useMatches,
  useRouteLoaderData,
} from "@remix-run/react";
import stylesHref from "~/styles/app.css";
import { rootLoader } from "~/sessions/root-loader.server";
import { SiteHeader } from "~/components/site-header";
import { SiteFooter, ukYear } from "~/components/site-footer";
import { CookieNotice } from "~/components/cookie-notice";
import { Toast, useHeldToast } from "~/components/toast";
import { PageProgress } from "~/components/page-progress";
import { useNonce } from "~/utils/nonce";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesHref },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // The installable app (issue 24): the manifest, and the icon iOS puts on the home screen.
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon-180.png" },
];

export const meta: MetaFunction = () => [
  { title: "Trade Auction: the trade-only vehicle auction for UK dealers" },
  { name: "description", content: "Buy and sell used vehicles dealer to dealer in timed online auctions." },
];

export const loader = rootLoader;

/** The root loader's data; undefined while an error boundary renders without it. */
export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

interface RouteHandle {
  hideHeader?: boolean;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  const toast = useHeldToast(root?.toast);
  const nonce = useNonce();
  const matches = useMatches();
  const hideHeader = matches.some((m) => (m.handle as RouteHandle | undefined)?.hideHeader);
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b4f8a" />
        <Meta />
        <Links />
      </head>
      <body>
        <PageProgress />
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        {hideHeader ? null : <SiteHeader user={root?.user ?? null} />}
        {toast ? <Toast key={toast.key} toast={toast.toast} /> : null}
        <main id="main">{children}</main>
        <SiteFooter year={root?.year ?? ukYear(Date.now())} />
        {root && !root.cookiesAccepted ? <CookieNotice /> : null}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  useLoaderData<typeof loader>();
  return <Outlet />;
}

// The public pages' error page, and the last resort for every other area (decision 0107).
export { PublicErrorBoundary as ErrorBoundary } from "~/components/area-error";
