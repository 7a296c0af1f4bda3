// Per-IP limits on the public registration calls (decision 0063): the step checks share one
// generous counter, POST /registration a tight one; other addresses are unaffected, and a
// developer's own machine (no address, or loopback) is never limited.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { REGISTRATION_MESSAGES as M } from "../../functions/contract/messages/registration";
import { REGISTRATION_LIMITS } from "../../functions/registration/rate-limit";

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.dispose());

const role = { organizationRole: "INDEPENDENT_DEALER", roles: ["BUYER"] };
const from = (ip: string) => ({ "cf-connecting-ip": ip });
const checkRole = (ip?: string) =>
  worker.api("POST", "/registration/validate-organization-role", { body: role, headers: ip ? from(ip) : {} });
const register = (ip?: string) =>
  worker.api("POST", "/registration", { body: { organizationRoleForm: role }, headers: ip ? from(ip) : {} });

describe("registration rate limits", () => {
  it("refuses POST /registration from one address after the hour's allowance, with a message", async () => {
    const limit = REGISTRATION_LIMITS.registerPerIp.limit;
    for (let i = 0; i < limit; i++) expect((await register("203.0.113.7")).status).toBe(412);
    const refused = await register("203.0.113.7");
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ errorCode: "RATE_LIMITED", message: M.tooManyRegistrations });
    // Another visitor is not held up, and neither is a developer's machine.
    expect((await register("198.51.100.9")).status).toBe(412);
    for (let i = 0; i <= limit; i++) expect((await register()).status).toBe(412);
    expect((await register("127.0.0.1")).status).toBe(412);
  });

  it("shares one counter across the three step checks", async () => {
    const { limit, windowMs, name } = REGISTRATION_LIMITS.checkPerIp;
    const ip = "203.0.113.8";
    expect((await checkRole(ip)).status).toBe(200);
    // Use up the rest of the window's allowance without a hundred round trips.
    await worker.sql("UPDATE rate_limits SET count = ? WHERE key = ?", limit, `${name}:${ip}`);
    const [row] = await worker.sql<{ windowStart: number }>(
      "SELECT window_start AS windowStart FROM rate_limits WHERE key = ?",
      `${name}:${ip}`,
    );
    expect(row.windowStart % windowMs).toBe(0);
    for (const path of ["/registration/validate-organization", "/registration/validate-main-profile"]) {
      const refused = await worker.api("POST", path, { body: {}, headers: from(ip) });
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe(M.tooManyChecks);
    }
    expect((await checkRole(ip)).status).toBe(429);
    expect((await checkRole("203.0.113.9")).status).toBe(200);
  });
});
