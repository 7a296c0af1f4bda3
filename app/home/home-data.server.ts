// Loads the home page's auction data through the API client. Each call is optional: a missing
// endpoint, an error or an odd answer just leaves that section empty, so the page always renders.
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import type { ApiClient } from "~/api/client.server";
import { formatPounds } from "../../functions/auctions/money";
import type {
  AggregationAnswer,
  HomeData,
  HotAuctionCard,
  HotAuctionVehicle,
  MakeAggregation,
  RecentlySoldCard,
  RecentlySoldVehicle,
} from "./home-data";

const LONDON = "Europe/London";
const miles = new Intl.NumberFormat("en-GB");

async function optional<T>(api: ApiClient, path: string): Promise<T | null> {
  try {
    const answer = await api.request<T>("GET", path);
    return answer.ok ? answer.data : null;
  } catch (error) {
    console.error("home page call failed", path, error);
    return null;
  }
}

function london(iso: string, pattern: string): string {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? "" : format(new TZDate(t, LONDON), pattern);
}

function makes(answer: AggregationAnswer | null): MakeAggregation[] {
  if (!answer?.vehicleMakeVisible || !Array.isArray(answer.aggregation)) return [];
  return answer.aggregation.filter((m) => m && typeof m.make === "string" && m.count > 0);
}

function soldCards(list: RecentlySoldVehicle[] | null): RecentlySoldCard[] {
  if (!Array.isArray(list)) return [];
  return list.map((v) => ({
    ...v,
    priceLabel: formatPounds(v.priceInPence),
    mileageLabel: `${miles.format(v.mileage)} miles`,
    soldOnLabel: london(v.soldOn, "dd/MM/yyyy"),
  }));
}

function hotCard(v: HotAuctionVehicle | null): HotAuctionCard | null {
  if (!v || typeof v !== "object" || !v.endsOn) return null;
  return {
    ...v,
    highestBidLabel: v.highestBidInPence ? formatPounds(v.highestBidInPence) : null,
    // DESIGN.md: auction ends show as dd/MM/yy hh:mma, London time.
    endsOnLabel: london(v.endsOn, "dd/MM/yy hh:mma"),
  };
}

export async function loadHomeData(api: ApiClient, nowMs: number): Promise<HomeData> {
  const [aggregation, sold, hot] = await Promise.all([
    optional<AggregationAnswer>(api, "/auction/aggregation"),
    optional<RecentlySoldVehicle[]>(api, "/auction/recently-sold-vehicles"),
    optional<HotAuctionVehicle>(api, "/auction/hot-auction-vehicle"),
  ]);
  return { makes: makes(aggregation), recentlySold: soldCards(sold), hotAuction: hotCard(hot), renderedAt: nowMs };
}
