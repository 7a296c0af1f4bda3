// Payments (spec 000 sections 2, 3, 4, 7 and 8; issue 14): the wallet's words, the charge states of
// a fee, the card refresh body and the gross amount charged for a net fee. Pure, shared by API and UI.
import { z } from "zod";
import type { PaymentMethod } from "./accounts";
import { FIELD_MESSAGES } from "./messages/common";
import { PAYMENT_MESSAGES } from "./messages/payments";

// The wallet's words (messages/payments) and pure rules (payment-rules) carry no zod, so the wallet
// and Direct Debit pages ship no schema code; re-exported here for the API side.
export * from "./payment-rules";
export { PAYMENT_MESSAGES } from "./messages/payments";

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

/** A SetupIntent for a card form (the registration card step and the wallet): what Stripe.js takes. */
export const ClientSecretSchema = z.object({
  stripeSetupIntentClientSecret: z.string(),
  stripeCustomerId: z.string(),
  publishableKey: z.string(),
});
export type ClientSecretDto = z.infer<typeof ClientSecretSchema>;

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
