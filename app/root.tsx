import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
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
import { getViewer, sessionChanged, signedOutRedirect } from "~/sessions/viewer.server";
import { isAuthenticatedPath } from "~contract/routes";
import { getSession } from "~/sessions/session.server";
import { SiteHeader } from "~/components/site-header";
import { SiteFooter, ukYear } from "~/components/site-footer";
import { requestNow } from "~contract/test-clock";
import { CookieNotice, hasAcceptedCookies } from "~/components/cookie-notice";
import { Toast, useHeldToast } from "~/components/toast";
import { takeToast } from "~/sessions/flash.server";
import { PageProgress } from "~/components/page-progress";
import { headerUser } from "~/sessions/header-user";
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

export async function loader({ request, context }: LoaderFunctionArgs) {
  const env = context.cloudflare.env;
  const viewer = await getViewer(request, context);
  // Every authenticated path of the spec, built or not yet, sends a signed-out visitor home (decision
  // 0026). The root loader runs on every page, so unbuilt paths need no route of their own.
  if (!viewer && isAuthenticatedPath(new URL(request.url).pathname))
    throw await signedOutRedirect(request, context, "/");
  const session = viewer?.session ?? (await getSession(request, env));
  // Reading a flash message changes the session (even a malformed one, which is dropped unread);
  // the Worker commits it with the answer.
  const hadToast = session.has("toast");
  const toast = takeToast(session);
  // A bid's answer from the room: the page after the redirect shows it over D1's copy (decision 0095).
  const bidState = session.get("bidState") ?? null;
  if (hadToast || bidState) sessionChanged(context, session);
  return {
    user: viewer ? headerUser(viewer.claims) : null,
    toast,
    bidState,
    cookiesAccepted: hasAcceptedCookies(request),
    support: { email: env.SUPPORT_EMAIL, phone: env.SUPPORT_PHONE },
    // The footer's copyright year, from the request's clock (tests move it), in UK time.
    year: ukYear(requestNow(request, env)),
  };
}

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
