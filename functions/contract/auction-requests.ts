// The request bodies of the buying API (spec 001 section 7): search, My Bids, a bid, and the
// version every lifecycle call carries. The handlers validate with these; clients build them.
import { z } from "zod";
import { AUCTION_STATUSES, AUCTION_TYPES, BID_STATUSES } from "./auctions";
import { MAX_PAGE_SIZE, MY_AUCTIONS_SORT_PROPERTIES, SEARCH_MAX_LENGTH, SEARCH_SORTS } from "./list-options";
import { BID_FORM_MESSAGES } from "./messages/bidding";
import { FIELD_MESSAGES } from "./messages/common";

export const SearchRequestSchema = z.object({
  search: z.string().max(SEARCH_MAX_LENGTH).nullish(),
  makeId: z.number().int().positive().nullish(),
  type: z.enum(AUCTION_TYPES).nullish(),
  sort: z.enum(SEARCH_SORTS).nullish(),
  offset: z.number().int().min(0).max(1_000_000).nullish(),
  limit: z.number().int().min(1).max(MAX_PAGE_SIZE).nullish(),
  /** Only the auctions on the caller's own watchlist (decision 0041). */
  watching: z.boolean().nullish(),
  /** Only the auctions whose Buy Now price can still be taken (decision 0136). */
  buyNow: z.boolean().nullish(),
  /** Also answer the per-make counts of GET /auction/aggregation, in the same round trip. */
  includeAggregation: z.boolean().nullish(),
});
export type SearchRequest = z.infer<typeof SearchRequestSchema>;

export const MyBidsRequestSchema = z.object({
  search: z.string().max(SEARCH_MAX_LENGTH).nullish(),
  bidsSearchFilter: z.enum(BID_STATUSES).nullish(),
  offset: z.number().int().min(0).max(1_000_000).nullish(),
  limit: z.number().int().min(1).max(MAX_PAGE_SIZE).nullish(),
});
export type MyBidsRequest = z.infer<typeof MyBidsRequestSchema>;

/**
 * POST /auction/my-auctions/search (spec 001 section 7): criteria and a page
 * `{ pageNumber, pageSize, sort.orders }`; `offset` and `limit`, when sent, take the page's place
 * (the other lists page by offset). WAITING is a status like any other here: only the web filter
 * bar leaves it out.
 */
export const MyAuctionsRequestSchema = z.object({
  criteria: z
    .object({
      search: z.string().max(SEARCH_MAX_LENGTH).nullish(),
      status: z.enum(AUCTION_STATUSES).nullish(),
      /** Only auctions under a counter-offer thread (To accept with a counter; decision 0246). */
      negotiating: z.boolean().nullish(),
    })
    .nullish(),
  page: z
    .object({
      pageNumber: z.number().int().min(0).max(100_000).default(0),
      pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
      sort: z
        .object({
          orders: z
            .array(z.object({ direction: z.enum(["ASC", "DESC"]), property: z.enum(MY_AUCTIONS_SORT_PROPERTIES) }))
            .max(4),
        })
        .nullish(),
    })
    .nullish(),
  offset: z.number().int().min(0).max(1_000_000).nullish(),
  limit: z.number().int().min(1).max(MAX_PAGE_SIZE).nullish(),
});
export type MyAuctionsRequest = z.infer<typeof MyAuctionsRequestSchema>;

export const BidRequestSchema = z.object({
  auctionId: z
    .number({ required_error: FIELD_MESSAGES.required, invalid_type_error: FIELD_MESSAGES.required })
    .int()
    .positive(),
  amountInPence: z
    .number({ required_error: BID_FORM_MESSAGES.required, invalid_type_error: BID_FORM_MESSAGES.integer })
    .int(BID_FORM_MESSAGES.integer),
});

/** The auction version a lifecycle call (cancel, accept, delete...) was decided on. */
export const VersionSchema = z.object({
  id: z.number().int().optional(),
  version: z.number({ required_error: FIELD_MESSAGES.required, invalid_type_error: FIELD_MESSAGES.required }).int(),
});
