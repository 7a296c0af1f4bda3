// Answers of the transactions, invoices and statistics calls (spec 001 section 3 'Transaction',
// 'Invoice', 'Organisation statistics'). Amounts are integer pence, times ISO 8601 UTC.
import type { AuctionStatus, BidStatus, TransactionKind } from "../auctions";
import type { DisputeStatus } from "../dispute-rules";

/**
 * The dispute of the sale a fee or credit row belongs to (decision 0257), so an owner sees which
 * fees are under dispute or were settled by one; the label is the contract's status words.
 */
export interface TransactionDispute {
  auctionId: number;
  status: DisputeStatus;
  statusLabel: string;
}

export interface TransactionDto {
  id: number;
  createdOn: string;
  title: string;
  kind: TransactionKind;
  /** Net of VAT: fees are quoted plus VAT and VAT is added on the invoice. */
  amountInPence: number;
  /** BUYER_FEE, SELLER_FEE and DISPUTE_CREDIT rows of a disputed sale; null otherwise. */
  dispute: TransactionDispute | null;
}

export interface InvoiceDto {
  id: number;
  createdOn: string;
  invoiceNumber: string;
  /** The month invoiced, `YYYY-MM`. */
  period: string;
  netAmountInPence: number;
  vatAmountInPence: number;
  /** Gross: net plus VAT. */
  totalAmountInPence: number;
}

/**
 * The transactions and invoices pages: the spec's paged answer plus when the organisation's free
 * trial ends, while it runs (null after), so an empty page can say why nothing is charged.
 */
export interface BooksList<T> {
  content: T[];
  totalElements: number;
  last: boolean;
  freeTrialEndsOn: string | null;
}

export interface DailyStatistic {
  /** A Europe/London calendar day, `YYYY-MM-DD`. */
  date: string;
  bidsPlaced: number;
  vehiclesSold: number;
  saleValueInPence: number;
}

export interface OrganizationStatisticsDto {
  auctionCount: number;
  auctions: Record<AuctionStatus, number>;
  /** Beyond the spec (decision 0247): of `auctions.TO_ACCEPT`, those under a counter-offer thread. */
  auctionsNegotiating: number;
  auctionBidCount: number;
  auctionBids: Record<BidStatus, number>;
  /** Beyond the spec: one row per day of the window, oldest first (the analytics chart). */
  daily: DailyStatistic[];
}
