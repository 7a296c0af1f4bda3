// Payments (spec 000 sections 2, 3, 4, 7 and 8; issue 14): the wallet's words, the charge states of
// a fee, the card refresh body and the gross amount charged for a net fee. Pure, shared by API and UI.
import { z } from "zod";
import type { PaymentMethod } from "./accounts";
import { FIELD_MESSAGES } from "./messages/common";
import { PAYMENT_MESSAGES } from "./messages/payments";

/**
 * What became of one fee transaction (decision 0051). PENDING: waiting for the sweep, or payments
 * are not configured; PROCESSING: a direct debit under way; INVOICED: the organisation pays on its
 * invoice; PAID and FAILED are final until a new card or mandate retries a FAILED one.
 */
export const CHARGE_STATUSES = ["PENDING", "PROCESSING", "PAID", "FAILED", "INVOICED"] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];

/** Fee rows are net of VAT; what is charged is the gross at this rate. */
export const VAT_RATE_PERCENT = 20;

export function grossInPence(netInPence: number): number {
  return netInPence + Math.round((netInPence * VAT_RATE_PERCENT) / 100);
}

/** The spec's error codes that mean "pay first" (spec 000 section 8). */
export const PAYMENT_FAILURE_CODE = "PAYMENT_FAILURE";

export const CARDHOLDER_MAX = 5000;

export const RefreshCreditCardSchema = z.object({
  stripePaymentMethodId: z
    .string({ required_error: FIELD_MESSAGES.required })
    .trim()
    .min(1, FIELD_MESSAGES.required)
    .max(255)
    .regex(/^pm_[A-Za-z0-9_]+$/, "Invalid values"),
});
export type RefreshCreditCard = z.infer<typeof RefreshCreditCardSchema>;

/** GET /account/organization-payment-method (spec 000 section 3 'Payment', plus what the wallet needs). */
export interface PaymentMethodDto {
  last4: string | null;
  paymentMethod: PaymentMethod | null;
  accountStatus: string;
  /** Card payments and direct debit are available (Stripe keys are set). */
  paymentsConfigured: boolean;
  /** Blocked for payment, and a card or mandate was added since: waiting for the retry. */
  verificationPending: boolean;
}

export interface ClientSecretDto {
  stripeSetupIntentClientSecret: string;
  stripeCustomerId: string;
  publishableKey: string;
}

export interface CheckoutSessionDto {
  checkoutSessionId: string;
  url: string;
}

/** The wallet's card form as posted by the browser once the card provider confirmed the card. */
export const WalletCardFormSchema = z.object({
  cardholder: z
    .string({ required_error: FIELD_MESSAGES.required })
    .trim()
    .min(1, FIELD_MESSAGES.required)
    .max(CARDHOLDER_MAX, PAYMENT_MESSAGES.cardholderTooLong),
  stripePaymentMethodId: z.string({ required_error: PAYMENT_MESSAGES.cardNeedsScript }).trim().min(1),
});

export const WALLET_INTENTS = { card: "card", directDebit: "direct-debit" } as const;
