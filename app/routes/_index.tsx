import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { getViewer } from "~/sessions/viewer.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  // Signed-in visitors go straight to the live auctions (spec 000 section 2).
  if (await getViewer(request, context)) throw redirect("/search");
  return null;
}

export default function Home() {
  return (
    <section className="page">
      <h1>Trade Auction</h1>
      <p>The trade-only vehicle auction for UK dealers.</p>
    </section>
  );
}
