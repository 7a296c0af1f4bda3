// The error catalogue of spec 000 section 8, shown verbatim by the API and the UI.
export const ERROR_MESSAGES = {
  SESSION_EXPIRED: "Your session has expired",
  NOT_FOUND: "Not Found",
  ACCESS_DENIED: "Access denied",
  GENERIC: "Error",
  NETWORK: "There was a problem with the network. Please check your internet connection and try again.",
  INVALID_JWT_TOKEN: "User is not active or does not exist. Please contact the administrator.",
  DEALER_ROLES_STALE: "Your roles have changed. Please log in again.",
  ORGANIZATION_BLOCKED: "Your organisation has been blocked. Please contact us.",
  ACCOUNT_BLOCKED: "Your account is no longer active.",
  BAD_CREDENTIALS: "Invalid email or password",
  PAYMENT_FAILED: "Payment failed. Add a valid card to be able to publish auctions.",
  BLOCKED_DUE_TO_PAYMENT: "Please enter a valid credit card number.",
  INVALID_VALUES: "Invalid values",
  LOGIN_RATE_LIMITED: "Too many sign-in attempts. Please wait 15 minutes and try again.",
  PASSWORD_RESET_RATE_LIMITED: "Too many password reset requests. Please wait 15 minutes and try again.",
  RESET_TOKEN_INVALID: "This password reset link is invalid or has expired. Please request a new one.",
  IMPERSONATION_INVALID: "This sign-in link is invalid or has expired.",
  IMPERSONATION_NOT_ALLOWED: "This member cannot be impersonated.",
} as const;

/** ACCOUNT_BLOCKED at login: the spec's sentence, then how to reach the team (spec 000 section 8). */
export function accountBlockedMessage(support: { phone?: string; email?: string }): string {
  const ways = [support.phone && `by phone on ${support.phone}`, support.email && `by email at ${support.email}`]
    .filter(Boolean)
    .join(" or ");
  const contact = ways ? `Please contact our team ${ways}.` : "Please contact our team by phone or email.";
  return `${ERROR_MESSAGES.ACCOUNT_BLOCKED} ${contact}`;
}
