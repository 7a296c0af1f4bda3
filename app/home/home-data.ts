// What the home page shows, as the auction API answers it (spec 000 section 7: GET
// /auction/aggregation, /auction/recently-sold-vehicles, /auction/hot-auction-vehicle), plus the
// countdown arithmetic shared by the server render and the ticking browser copy.
import type { AnswerOf } from "~/api/typed-paths";

// The answers as the API document types them (app/api/generated, from the contract's schemas).
export type AggregationAnswer = AnswerOf<"GET", "/auction/aggregation">;
export type MakeAggregation = AggregationAnswer["aggregation"][number];
export type RecentlySoldVehicle = AnswerOf<"GET", "/auction/recently-sold-vehicles">[number];
export type HotAuctionVehicle = NonNullable<AnswerOf<"GET", "/auction/hot-auction-vehicle">>;

/** A recently sold vehicle with its labels formatted on the server (no date library in the browser). */
export interface RecentlySoldCard extends RecentlySoldVehicle {
  priceLabel: string;
  mileageLabel: string;
  soldOnLabel: string;
}

export interface HotAuctionCard extends HotAuctionVehicle {
  highestBidLabel: string | null;
  endsOnLabel: string;
}

export interface HomeData {
  makes: MakeAggregation[];
  recentlySold: RecentlySoldCard[];
  hotAuction: HotAuctionCard | null;
  /** Server time of the render (epoch ms): the countdown starts from it, so server and browser agree. */
  renderedAt: number;
}

export interface CountdownState {
  secondsLeft: number;
  /** Share of the auction's time already gone, 0 to 100 (never more, spec 000 section 2). */
  percentElapsed: number;
  label: string;
}

const pad = (n: number) => String(n).padStart(2, "0");

export function countdownState(launchedOn: string, endsOn: string, nowMs: number): CountdownState {
  const start = Date.parse(launchedOn);
  const end = Date.parse(endsOn);
  const secondsLeft = Number.isNaN(end) ? 0 : Math.max(0, Math.floor((end - nowMs) / 1000));
  const span = end - start;
  const raw = Number.isNaN(span) || span <= 0 ? 100 : ((nowMs - start) / span) * 100;
  const percentElapsed = Math.min(100, Math.max(0, raw));
  const days = Math.floor(secondsLeft / 86_400);
  const hours = Math.floor((secondsLeft % 86_400) / 3600);
  const minutes = Math.floor((secondsLeft % 3600) / 60);
  const seconds = secondsLeft % 60;
  const clock = `${pad(hours)}h ${pad(minutes)}m ${pad(seconds)}s`;
  return { secondsLeft, percentElapsed, label: days > 0 ? `${days}d ${clock}` : clock };
}
