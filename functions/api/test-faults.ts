// Failure injection for tests (test mode only, like the x-test-now clock; decision 0028): the header
// `x-test-fault` swaps a binding for one that fails the way Cloudflare's does when overloaded or
// unreachable, so the tests exercise the real handlers and the real error path.
import type { Env } from "../env";
import { isTestMode } from "../env";

import { TEST_FAULT_HEADER } from "../contract/test-faults";

export { TEST_FAULT_HEADER };
export const TEST_FAULTS = ["d1-overloaded", "d1-unreachable", "room-overloaded", "room-unreachable"] as const;
export type TestFault = (typeof TEST_FAULTS)[number];

/** Errors as the runtime raises them (message text and flags from Cloudflare's docs). */
function faultError(fault: TestFault): Error {
  switch (fault) {
    case "d1-overloaded":
      return new Error("D1_ERROR: D1 DB is overloaded. Requests queued for too long.");
    case "d1-unreachable":
      return new Error("D1_ERROR: Network connection lost.");
    case "room-overloaded":
      return Object.assign(new Error("Durable Object is overloaded. Too many requests queued."), {
        overloaded: true,
        retryable: false,
      });
    case "room-unreachable":
      return Object.assign(new Error("Network connection lost."), { retryable: true });
  }
}

const failing = (fault: TestFault) => () => Promise.reject(faultError(fault));

function failingD1(fault: TestFault): D1Database {
  const statement: Record<string, unknown> = {};
  Object.assign(statement, {
    bind: () => statement,
    first: failing(fault),
    all: failing(fault),
    run: failing(fault),
    raw: failing(fault),
  });
  // Only what Drizzle and our raw queries call; every call fails as the real binding would.
  return { prepare: () => statement, batch: failing(fault), exec: failing(fault) } as unknown as D1Database;
}

function failingNamespace(real: DurableObjectNamespace, fault: TestFault): DurableObjectNamespace {
  // Ids resolve as usual; any call on a stub (RPC or fetch) fails. A partial namespace (the cast below):
  // only what the handlers call.
  const stub = new Proxy({}, { get: () => failing(fault) });
  return {
    idFromName: (name: string) => real.idFromName(name),
    idFromString: (id: string) => real.idFromString(id),
    newUniqueId: () => real.newUniqueId(),
    get: () => stub,
  } as unknown as DurableObjectNamespace;
}

/** `env` with the faulted binding, when test mode is on and the request asks for a fault. */
export function withTestFault(env: Env, request: Request): Env {
  const fault = request.headers.get(TEST_FAULT_HEADER) as TestFault | null;
  if (!fault || !TEST_FAULTS.includes(fault) || !isTestMode(env)) return env;
  if (fault.startsWith("d1-")) return { ...env, DB: failingD1(fault) };
  return { ...env, AUCTION_ROOM: failingNamespace(env.AUCTION_ROOM, fault) };
}

/**
 * Test mode only: a request carrying this header has the D1 statements it prepares counted (the
 * web app's in-process API calls included) and the count answered in the same header (decision
 * 0095: a bid reads D1 at most twice). The rooms' own D1 writes are theirs, not the request's.
 * `TEST_D1_TRIPS_HEADER` answers the D1 calls beside it, a batch counting once: each is a round
 * trip in production (decision 0267: a list page makes one).
 */
export const TEST_D1_COUNT_HEADER = "x-test-d1-statements";
export const TEST_D1_TRIPS_HEADER = "x-test-d1-round-trips";

const RUNS = new Set<PropertyKey>(["first", "all", "run", "raw"]);

export function withD1Count(env: Env, request: Request): { env: Env; report(response: Response): Response } {
  if (!request.headers.has(TEST_D1_COUNT_HEADER) || !isTestMode(env)) return { env, report: (r) => r };
  let statements = 0;
  let trips = 0;
  // The binding's batch is given the real statements, not their counting wrappers.
  const realOf = new WeakMap<object, D1PreparedStatement>();
  const counting = (statement: D1PreparedStatement): D1PreparedStatement => {
    const wrapper = new Proxy(statement, {
      get(target, prop) {
        const value: unknown = Reflect.get(target, prop);
        if (typeof value !== "function") return value;
        if (prop === "bind") return (...values: unknown[]) => counting(target.bind(...values));
        return (...args: unknown[]) => {
          if (RUNS.has(prop)) trips += 1;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    realOf.set(wrapper, statement);
    return wrapper;
  };
  const real = env.DB;
  const DB = new Proxy(real, {
    get(target, prop) {
      if (prop === "prepare") {
        return (sql: string) => {
          statements += 1;
          return counting(target.prepare(sql));
        };
      }
      if (prop === "exec") {
        return (sql: string) => {
          statements += 1;
          trips += 1;
          return target.exec(sql);
        };
      }
      if (prop === "batch") {
        return (list: D1PreparedStatement[]) => {
          trips += 1;
          return target.batch(list.map((s) => realOf.get(s) ?? s));
        };
      }
      const value: unknown = Reflect.get(target, prop);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return {
    env: { ...env, DB },
    report(response) {
      const answer = new Response(response.body, response);
      answer.headers.set(TEST_D1_COUNT_HEADER, String(statements));
      answer.headers.set(TEST_D1_TRIPS_HEADER, String(trips));
      return answer;
    },
  };
}
