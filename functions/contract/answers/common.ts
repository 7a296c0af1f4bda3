// Pieces every answer schema shares: enums of the contract, times, money.
import { z } from "./zod";
import {
  AUCTION_STATUSES,
  AUCTION_TYPES,
  PUBLISH_TARGETS,
  SALE_METHODS,
  TRYING_TO_DEAL_DELIVERY_DATE_TYPES,
} from "../auctions";
import type { BidRefusalCode, BuyNowRefusalCode } from "../policy";
import { sameShape } from "./same";

export const isoTime = () => z.string().openapi({ format: "date-time" });
export const pence = () => z.number().int();
export const id = () => z.number().int();

export const text = () => z.string().nullable();

export const AuctionStatusSchema = z.enum(AUCTION_STATUSES).openapi("AuctionStatus");
export const AuctionTypeSchema = z.enum(AUCTION_TYPES).openapi("AuctionType");
export const PublishTargetSchema = z.enum(PUBLISH_TARGETS).openapi("PublishTarget");
export const DeliveryDateTypeSchema = z.enum(TRYING_TO_DEAL_DELIVERY_DATE_TYPES).openapi("DeliveryDateType");

const BID_REFUSAL_CODES = [
  "SIGNED_OUT",
  "NOT_FOUND",
  "OWN_AUCTION",
  "NOT_BUYER",
  "ORGANIZATION_BLOCKED",
  "PAYMENT_BLOCKED",
  "BUYER_BLOCKED",
  "NOT_PUBLISHED",
  "ENDED",
  "LIMIT",
] as const;
sameShape<(typeof BID_REFUSAL_CODES)[number], BidRefusalCode>(true);

/** What every auction answer starts with: which auction, its version, where it stands. */
export const auctionHead = () => ({
  id: id(),
  version: z.number().int(),
  status: AuctionStatusSchema,
  type: AuctionTypeSchema.nullable(),
  endsOn: isoTime().nullable(),
  launchedOn: isoTime().nullable(),
});

/** The vehicle facts lists and the detail both show. */
export const vehicleFacts = () => ({
  year: z.number().int().nullable(),
  mileage: z.number().int().nullable(),
  derivative: text(),
  colour: text(),
  registrationPlate: text(),
  transmission: text(),
  fuel: text(),
});

export const BidRefusalSchema = z
  .object({ code: z.enum(BID_REFUSAL_CODES), message: z.string() })
  .nullable()
  .openapi("BidRefusal", { description: "Why this viewer may not bid now; null when they may" });

const BUY_NOW_REFUSAL_CODES = [...BID_REFUSAL_CODES, "SOLD", "NO_BUY_NOW", "BUY_NOW_WITHDRAWN"] as const;
sameShape<(typeof BUY_NOW_REFUSAL_CODES)[number], BuyNowRefusalCode>(true);

export const BuyNowRefusalSchema = z
  .object({ code: z.enum(BUY_NOW_REFUSAL_CODES), message: z.string() })
  .nullable()
  .openapi("BuyNowRefusal", {
    description: "Why this viewer may not take the Buy Now price now (decision 0136); null when they may",
  });

export const SaleMethodSchema = z.enum(SALE_METHODS).openapi("SaleMethod");
