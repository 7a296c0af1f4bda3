// Observability (issue 15): one JSON log line per request and per auction event, never a password
// or token; errors to Sentry (a local fake of its envelope endpoint) when SENTRY_DSN is set; and
// /api/health with the build version and whether D1, R2 and the Durable Objects answer.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { seedMember, seedOrganization, TEST_PASSWORD } from "../support/members";
import { createLiveAuction, createMember, createOrganization, signTokenFor } from "../support/fixtures";
import { startSentryFake, type SentryFake } from "../support/fakes/sentry";

let worker: TestWorker;
let sentry: SentryFake;
let output = "";

interface Line {
  type: string;
  requestId?: string;
  method?: string;
  route?: string;
  status?: number;
  durationMs?: number;
  memberId?: number | null;
  auctionId?: number | null;
  event?: string;
}

/** The JSON lines the Worker has logged so far. */
function lines(): Line[] {
  return output
    .split("\n")
    .filter((l) => l.startsWith("{"))
    .flatMap((l) => {
      try {
        return [JSON.parse(l) as Line];
      } catch {
        return [];
      }
    });
}

/** Waits for a line (stdout arrives a moment after the answer). */
async function lineWhere(test: (l: Line) => boolean): Promise<Line> {
  for (let i = 0; i < 100; i++) {
    const found = lines().find(test);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no such log line in:\n${output.slice(-3000)}`);
}

beforeAll(async () => {
  sentry = await startSentryFake();
  worker = await startWorker({
    bindings: { SENTRY_DSN: sentry.dsn },
    handleRuntimeStdio(stdout, stderr) {
      stdout.on("data", (chunk) => (output += String(chunk)));
      stderr.on("data", (chunk) => (output += String(chunk)));
    },
  });
  const org = await seedOrganization(worker, { name: "Northfield Motors" });
  await seedMember(worker, { email: "owner@northfield.test", organizationId: org, isOwner: true, isBuyer: true });
});
afterAll(async () => {
  await worker?.dispose();
  await sentry?.close();
});

describe("log lines", () => {
  it("writes one line per API request with its id, route, status and duration, and no secrets", async () => {
    const res = await worker.api<{ token: string; refreshToken: string; deviceToken: string }>(
      "POST",
      "/auth/login?next=%2Fdashboard",
      { body: { email: "owner@northfield.test", password: TEST_PASSWORD } },
    );
    expect(res.status).toBe(200);
    const requestId = res.headers.get("x-request-id")!;
    expect(requestId).toBeTruthy();
    const line = await lineWhere((l) => l.requestId === requestId);
    expect(line).toMatchObject({ type: "request", method: "POST", route: "POST /api/auth/login", status: 200 });
    expect(typeof line.durationMs).toBe("number");

    const me = await worker.api("GET", "/auth/me", { token: res.body.data!.token });
    const meLine = await lineWhere((l) => l.requestId === me.headers.get("x-request-id"));
    expect(meLine.memberId).toBeGreaterThan(0);

    const { token, refreshToken, deviceToken } = res.body.data!;
    for (const secret of [TEST_PASSWORD, token, refreshToken, deviceToken, "next="]) {
      expect(output).not.toContain(secret);
    }
  });

  it("names pages by route, with ids and tokens as placeholders", async () => {
    const res = await worker.fetch("/reset-password/abcdefghijklmnopqrstuvwxyz012345?x=1");
    const line = await lineWhere((l) => l.requestId === res.headers.get("x-request-id"));
    expect(line.route).toBe("/reset-password/{token}");
    expect(output).not.toContain("abcdefghijklmnopqrstuvwxyz012345");
  });

  it("writes a line per bid with the auction and member, and a line per auction event", async () => {
    const sellerOrg = await createOrganization(worker);
    const buyerOrg = await createOrganization(worker);
    const seller = await createMember(worker, sellerOrg, { isSeller: true, isOwner: true });
    const buyer = await createMember(worker, buyerOrg, { isBuyer: true });
    const auction = await createLiveAuction(worker, seller);
    const bid = await worker.api("POST", "/auction/bid", {
      token: await signTokenFor(buyer),
      body: { auctionId: auction.auctionId, amountInPence: 500_000 },
    });
    expect(bid.status).toBe(200);
    const line = await lineWhere((l) => l.requestId === bid.headers.get("x-request-id"));
    expect(line).toMatchObject({
      route: "POST /api/auction/bid",
      status: 200,
      memberId: buyer.id,
      auctionId: auction.auctionId,
    });
    const event = await lineWhere((l) => l.type === "auction_event" && l.event === "BID_PLACED");
    expect(event.auctionId).toBe(auction.auctionId);
  });
});

describe("error reports", () => {
  it("sends an unexpected error to Sentry with the request id and route, and answers the error envelope", async () => {
    // A table that is not there: a fault no input can cause (renamed, so foreign keys stay intact).
    await worker.sql("ALTER TABLE vehicle_makes RENAME TO vehicle_makes_gone");
    const res = await worker.api("GET", "/vehicle-make?secret=hunter2");
    expect(res.status).toBe(500);
    expect(res.body.errorCode).toBe("INTERNAL_ERROR");
    const [envelope] = await sentry.received(1);
    expect(envelope).toBeDefined();
    const event = envelope.items.find((i) => i.type === "event")!.payload as {
      exception: { values: { value: string }[] };
      tags: Record<string, string>;
      request: { url: string; method: string };
      environment: string;
    };
    expect(event.exception.values[0].value).toMatch(/no such table/);
    expect(event.tags).toMatchObject({ requestId: res.headers.get("x-request-id"), route: "GET /api/vehicle-make" });
    expect(event.environment).toBe("test");
    expect(event.request.url).not.toContain("hunter2");
    expect(envelope.raw).not.toContain("hunter2");
  });
});

describe("GET /api/health", () => {
  it("reports the build version and that D1, R2 and the Durable Objects answer", async () => {
    const res = await worker.api<{ ok: boolean; version: string; checks: Record<string, string> }>("GET", "/health");
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      ok: true,
      version: expect.stringMatching(/^([0-9a-f]{12}(-dirty)?|unknown)$/),
      checks: { d1: "ok", r2: "ok", durableObjects: "ok" },
    });
    const live = await worker.api<{ ok: boolean; version: string }>("GET", "/health/live");
    expect(live.body.data).toEqual({ ok: true, version: res.body.data!.version });
  });
});
