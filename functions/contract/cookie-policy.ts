// The cookie that records the cookie notice was answered (spec 000 section 2). Named once: the web
// app sets and reads it, and the edge copy of the home page (functions/home-cache.ts) keys on it.
export const COOKIE_POLICY_COOKIE = "cookie-policy";
