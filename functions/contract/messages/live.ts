// Messages of the live update streams (spec 001 section 7).

export const LIVE_STREAM_MESSAGES = {
  STREAM_TOKEN_MISMATCH: "The live updates token does not match this session",
  UNAVAILABLE: "Live updates are unavailable. Please refresh the page.",
} as const;
