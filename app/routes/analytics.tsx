// /analytics (spec 001 section 2.8; the dashboard's ANALYTICS tab): 'Analytics', 'N VEHICLES SOLD'
// and the two donuts of the last 30 days from POST /account/statistic, each slice a link to the
// filtered list; then, beyond the spec, a uPlot chart per day with its table. A seller sees the
// SELLING donut, a buyer the BUYING one (decision 0057).
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import uplotStyles from "uplot/dist/uPlot.min.css";
import {
  AUCTION_STATUS_TONES,
  BID_STATUS_TONES,
  BUYER_CHART_ORDER,
  CHART_LABELS,
  SELLER_CHART_ORDER,
} from "~contract/analytics";
import { statisticsDateFrom } from "~contract/books-rules";
import { requireUser } from "~/sessions/guards.server";
import { viewerApi } from "~/sessions/viewer.server";
import { headerUser } from "~/sessions/header-user";
import { loadFailure } from "~/api/load-failure.server";
import { Donut } from "~/analytics/donut";
import { DailyChart } from "~/analytics/daily-chart";
import { MY_BIDS_ALL, MY_VEHICLES_ALL, buyerSliceHref, sellerSliceHref } from "~/analytics/slice-links";
import analyticsStyles from "~/styles/analytics.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: analyticsStyles },
  { rel: "stylesheet", href: uplotStyles },
];

export const meta: MetaFunction = () => [{ title: "Analytics | Trade Auction" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await requireUser(request, context);
  const user = headerUser(viewer.claims);
  const stats = await viewerApi(request, context, viewer, "POST", "/account/statistic", {
    body: { dateFrom: statisticsDateFrom(Date.now()), dateTo: null },
  });
  if (!stats.ok) throw loadFailure(stats);
  return { stats: stats.data, isSeller: user.isSeller, isBuyer: user.isBuyer };
}

export default function Analytics() {
  const { stats, isSeller, isBuyer } = useLoaderData<typeof loader>();
  return (
    <section className="page analytics">
      <h1>Analytics</h1>
      <p className="analytics__sold">{stats.auctions.SOLD} VEHICLES SOLD</p>
      <div className="analytics__donuts">
        {isSeller ? (
          <Donut
            title="Launched Auctions"
            role="SELLING"
            total={stats.auctionCount}
            subtotal={`/ ${stats.auctions.SOLD} Sold`}
            order={SELLER_CHART_ORDER}
            counts={stats.auctions}
            labels={CHART_LABELS.auction}
            tones={AUCTION_STATUS_TONES}
            href={sellerSliceHref}
            allHref={MY_VEHICLES_ALL}
            subset={{
              of: "TO_ACCEPT",
              label: CHART_LABELS.negotiating,
              count: stats.auctionsNegotiating,
              href: sellerSliceHref("NEGOTIATING"),
            }}
          />
        ) : null}
        {isBuyer ? (
          <Donut
            title="Placed Bids"
            role="BUYING"
            total={stats.auctionBidCount}
            subtotal={`/ ${stats.auctionBids.WON} Won`}
            order={BUYER_CHART_ORDER}
            counts={stats.auctionBids}
            labels={CHART_LABELS.bid}
            tones={BID_STATUS_TONES}
            href={buyerSliceHref}
            allHref={MY_BIDS_ALL}
            subset={{
              of: "TO_ACCEPT",
              label: CHART_LABELS.negotiating,
              count: stats.auctionBids.NEGOTIATING,
              href: buyerSliceHref("NEGOTIATING"),
            }}
          />
        ) : null}
      </div>
      <DailyChart daily={stats.daily} />
    </section>
  );
}
