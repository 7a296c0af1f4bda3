// Time comes from one place so tests can move it (DESIGN: control time, never sleep).
// Only in test mode (ALLOW_TEST_CLOCK "1" outside production) does the `x-test-now` header override
// the real clock.
import { isTestMode, type Env } from "./env";

export interface Clock {
  now(): number;
  iso(): string;
}

export function fixedOrRealNow(env: Pick<Env, "APP_ENV" | "ALLOW_TEST_CLOCK">, header: string | null): number {
  if (header && isTestMode(env)) {
    const t = Date.parse(header);
    if (!Number.isNaN(t)) return t;
  }
  return Date.now();
}

export function createClock(env: Env, request?: Request): Clock {
  const header = request?.headers.get("x-test-now") ?? null;
  const offset = fixedOrRealNow(env, header) - Date.now();
  const now = () => Date.now() + offset;
  return { now, iso: () => new Date(now()).toISOString() };
}
