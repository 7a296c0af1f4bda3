// Loads the home page's auction data through the API client. Each call is optional: a missing
// endpoint, an error or an odd answer just leaves that section empty, so the page always renders.
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import type { ApiClient, ApiResult } from "~/api/client.server";
import { formatPounds } from "~contract/money";
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

async function optional<T>(path: string, load: () => Promise<ApiResult<T>>): Promise<T | null> {
  try {
    const answer = await load();
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

// The home page is for signed-out visitors, so its data is the same for everyone: keep the
// answers for a few seconds per isolate instead of aggregating every live auction per request.
// The countdown stays exact because it is computed from endsOn against the render time.
const SHARED_FOR_MS = 10_000;
// Only settled values are kept: a promise must not be awaited across requests in workerd.
let shared: { at: number; value: Omit<HomeData, "renderedAt"> } | null = null;

export async function loadHomeData(api: ApiClient, nowMs: number): Promise<HomeData> {
  if (!shared || nowMs - shared.at >= SHARED_FOR_MS || nowMs < shared.at) {
    shared = { at: nowMs, value: await fetchHomeData(api) };
  }
  return { ...shared.value, renderedAt: nowMs };
}

async function fetchHomeData(api: ApiClient): Promise<Omit<HomeData, "renderedAt">> {
  const [aggregation, sold, hot] = await Promise.all([
    optional("aggregation", () => api.call("GET", "/auction/aggregation")),
    optional("recently sold", () => api.call("GET", "/auction/recently-sold-vehicles")),
    optional("hot auction", () => api.call("GET", "/auction/hot-auction-vehicle")),
  ]);
  return {
    makes: makes(aggregation),
    recentlySold: soldCards(sold),
    hotAuction: hotCard(hot),
  };
}
