// Session timing of spec 000 sections 4 and 9.
export const SESSION_RULES = {
  refreshIfActiveWithinMs: 15 * 60 * 1000,
  inactivityLogoutMs: 8 * 60 * 60 * 1000,
  refreshBeforeExpiryMs: 2 * 60 * 1000,
  activityStampEveryMs: 60 * 1000,
} as const;
