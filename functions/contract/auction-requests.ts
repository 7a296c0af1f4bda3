// The request bodies of the buying API (spec 001 section 7): search, My Bids, a bid, and the
// version every lifecycle call carries. The handlers validate with these; clients build them.
import { z } from "zod";
import { AUCTION_TYPES, BID_STATUSES } from "./auctions";
import { MAX_PAGE_SIZE, SEARCH_MAX_LENGTH, SEARCH_SORTS } from "./list-options";
import { BID_FORM_MESSAGES } from "./messages/bidding";
import { FIELD_MESSAGES } from "./messages/common";

export const SearchRequestSchema = z.object({
  search: z.string().max(SEARCH_MAX_LENGTH).nullish(),
  makeId: z.number().int().positive().nullish(),
  type: z.enum(AUCTION_TYPES).nullish(),
  sort: z.enum(SEARCH_SORTS).nullish(),
  offset: z.number().int().min(0).max(1_000_000).nullish(),
  limit: z.number().int().min(1).max(MAX_PAGE_SIZE).nullish(),
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
