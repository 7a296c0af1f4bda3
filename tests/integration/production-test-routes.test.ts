// A Worker with production vars plus a stray ALLOW_TEST_CLOCK=1 serves none of the test-only or
// dev-only routes (each answers 404, listed from the route table so a new one is covered at once)
// and ignores the `x-test-now` clock header; the OpenAPI document it serves leaves them out too.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { seedMember, TEST_PASSWORD } from "../support/members";
import { allRoutes } from "../../functions/api-routes";
import { decodeToken } from "../../functions/api/jwt";

let production: TestWorker;
let testing: TestWorker;

const hidden = allRoutes().filter((route) => route.only);
const concrete = (path: string) => path.replace(/\{\w+\}/g, "1");

beforeAll(async () => {
  [production, testing] = await Promise.all([
    startWorker({ bindings: { APP_ENV: "production", ALLOW_TEST_CLOCK: "1" } }),
    startWorker(),
  ]);
});
afterAll(async () => {
  await Promise.all([production?.dispose(), testing?.dispose()]);
});

describe("test-only routes under production vars", () => {
  it("lists the routes it checks", () => {
    // The ones known today; the loop below covers any added later.
    expect(hidden.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        "/test/token",
        "/test/auctions",
        "/test/auction/{id}/clock",
        "/test/live/publish",
        "/dev/outbox",
      ]),
    );
  });

  it.each(hidden.map((r) => [r.method, r.path] as const))("%s %s answers 404", async (method, path) => {
    const body =
      method === "GET"
        ? undefined
        : { email: "admin@tradeauction.test", sellerEmail: "a@b.test", now: new Date().toISOString() };
    const res = await production.api(method, concrete(path), { body });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Not Found" });
  });

  it("still serves them in test mode (the same bundle)", async () => {
    const res = await testing.api("GET", "/test/live/hubs/anything");
    expect(res.status).toBe(200);
  });
});

describe("the test clock under production vars", () => {
  it("ignores x-test-now: a token is issued at the real time", async () => {
    const future = "2040-06-01T12:00:00.000Z";
    const signIn = async (worker: TestWorker) => {
      await seedMember(worker, { email: "clock@northfield.test" });
      const res = await worker.api<{ token: string }>("POST", "/auth/login", {
        body: { email: "clock@northfield.test", password: TEST_PASSWORD },
        headers: { "x-test-now": future },
      });
      expect(res.status).toBe(200);
      return decodeToken(res.body.data!.token)!.iat * 1000;
    };
    expect(Math.abs((await signIn(production)) - Date.now())).toBeLessThan(60_000);
    expect(await signIn(testing)).toBe(Date.parse(future));
  });
});

describe("GET /api/openapi.json", () => {
  it("is public, OpenAPI 3.1, and has no test-only route", async () => {
    const res = await production.fetch("/api/openapi.json");
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.paths).toHaveProperty(["/auth/login"]);
    for (const route of hidden) expect(doc.paths).not.toHaveProperty([route.path]);
  });
});
