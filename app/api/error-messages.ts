// The error catalogue of spec 000 section 8 in one place: every screen turns a failed API answer
// into the words a dealer sees through `errorMessage`, and asks `errorEffect` what else must happen
// (sign out, go to the wallet). Shared by server and browser code, so no server-only imports.
import { ERROR_MESSAGES, accountBlockedMessage } from "~contract/messages/errors";

export interface ApiFailure {
  /** HTTP status; 0 when no answer arrived (network failure or timeout). */
  status: number;
  errorCode?: string;
  message?: string;
  fieldErrors?: Record<string, string[]>;
}

export interface ErrorContext {
  /** The organisation's account status, when known (BLOCKED_DUE_TO_PAYMENT changes 418's text). */
  accountStatus?: string | null;
  support?: { phone?: string; email?: string };
}

export const PAYMENT_ERROR_CODES = [
  "PAYMENT_FAILURE",
  "MISSING_ORGANIZATION_IMMEDIATE_PAYMENT_METHOD",
  "MISSING_ORGANIZATION_CARD_TOKEN",
] as const;
const PAYMENT_STATUSES = [400, 403, 409, 418];

/** Where the payment codes send the user after the message. */
export const WALLET_PATH = "/my-organization/my-wallet";

export function isPaymentFailure(failure: ApiFailure): boolean {
  return (
    !!failure.errorCode &&
    (PAYMENT_ERROR_CODES as readonly string[]).includes(failure.errorCode) &&
    PAYMENT_STATUSES.includes(failure.status)
  );
}

/** 401, DEALER_ROLES_STALE and ORGANIZATION_BLOCKED end the session (spec 000 section 4). */
export function forcesLogout(failure: Pick<ApiFailure, "status" | "errorCode">): boolean {
  return (
    failure.status === 401 || failure.errorCode === "DEALER_ROLES_STALE" || failure.errorCode === "ORGANIZATION_BLOCKED"
  );
}

export type ErrorEffect = "logout" | "wallet" | null;

export function errorEffect(failure: ApiFailure): ErrorEffect {
  if (forcesLogout(failure)) return "logout";
  if (isPaymentFailure(failure)) return "wallet";
  return null;
}

function firstFieldError(fieldErrors: ApiFailure["fieldErrors"]): string | undefined {
  for (const messages of Object.values(fieldErrors ?? {})) if (messages?.length) return messages[0];
  return undefined;
}

/** The words for a failed call, by error code first, then by status (spec 000 section 8). */
export function errorMessage(failure: ApiFailure, context: ErrorContext = {}): string {
  const server = failure.message?.trim() || undefined;
  switch (failure.errorCode) {
    case "ACCOUNT_BLOCKED":
      return accountBlockedMessage(context.support ?? {});
    case "INVALID_JWT_TOKEN":
      return ERROR_MESSAGES.INVALID_JWT_TOKEN;
    case "DEALER_ROLES_STALE":
      return server ?? ERROR_MESSAGES.DEALER_ROLES_STALE;
    case "ORGANIZATION_BLOCKED":
      return server ?? ERROR_MESSAGES.ORGANIZATION_BLOCKED;
    case "BAD_CREDENTIALS":
      return server ?? ERROR_MESSAGES.BAD_CREDENTIALS;
  }
  if (isPaymentFailure(failure)) return ERROR_MESSAGES.PAYMENT_FAILED;
  const status = failure.status;
  if (status === 0 || status === 408 || status === 504) return ERROR_MESSAGES.NETWORK;
  if (status === 401) return ERROR_MESSAGES.SESSION_EXPIRED;
  if (status === 404) return ERROR_MESSAGES.NOT_FOUND;
  if (status === 412) return firstFieldError(failure.fieldErrors) ?? server ?? ERROR_MESSAGES.INVALID_VALUES;
  if (status === 418 && context.accountStatus === "BLOCKED_DUE_TO_PAYMENT")
    return ERROR_MESSAGES.BLOCKED_DUE_TO_PAYMENT;
  if (status === 403) return server ?? ERROR_MESSAGES.ACCESS_DENIED;
  if (status === 400 || status === 409 || status === 418 || status === 429) return server ?? ERROR_MESSAGES.GENERIC;
  if (status >= 500) return server ?? failure.errorCode ?? ERROR_MESSAGES.GENERIC;
  return server ?? ERROR_MESSAGES.GENERIC;
}

/** Adapts the typed client's failure (`{ status, error }`) to `errorMessage`. */
export function failureOf(result: {
  status: number;
  error: { errorCode?: string; message: string; fieldErrors?: Record<string, string[]> };
}): ApiFailure {
  return { status: result.status, ...result.error };
}
