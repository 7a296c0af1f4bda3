// Time comes from one place so tests can move it (DESIGN: control time, never sleep).
// Only in test mode (ALLOW_TEST_CLOCK "1" outside production) does the `x-test-now` header override
// the real clock (functions/contract/test-clock.ts, shared with the web session).
import type { Env } from "./env";
import { fixedOrRealNow, TEST_NOW_HEADER } from "./contract/test-clock";

export interface Clock {
  now(): number;
  iso(): string;
}

export function createClock(env: Env, request?: Request): Clock {
  const header = request?.headers.get(TEST_NOW_HEADER) ?? null;
  const offset = fixedOrRealNow(env, header) - Date.now();
  const now = () => Date.now() + offset;
  return { now, iso: () => new Date(now()).toISOString() };
}
