// Session timing of spec 000 sections 4 and 9, and decision 0112 (sessions that remember).
export const SESSION_RULES = {
  /** Without "Remember for 30 days": 8 hours without a request signs out (spec 000 section 9). */
  inactivityLogoutMs: 8 * 60 * 60 * 1000,
  /** With it: 30 days without a request (the cookie's Max-Age and the refresh token's life). */
  rememberedInactivityLogoutMs: 30 * 24 * 60 * 60 * 1000,
  refreshBeforeExpiryMs: 2 * 60 * 1000,
  activityStampEveryMs: 60 * 1000,
} as const;

/** How long this session may sit idle before the next request finds it signed out. */
export const idleLimitMs = (rememberMe: boolean | undefined) =>
  rememberMe ? SESSION_RULES.rememberedInactivityLogoutMs : SESSION_RULES.inactivityLogoutMs;
