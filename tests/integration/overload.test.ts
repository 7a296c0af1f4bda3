// Overload answered calmly (issue 15, decision 0061): a D1 or Durable Object that is overloaded or
// unreachable gives 503 with Retry-After and the spec's network message, never 500. The failure is
// injected with the test-only `x-test-fault` header, which swaps the binding for one that fails as
// Cloudflare's does; a bid retried with the same Idempotency-Key then lands exactly once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { createLiveAuction, createMember, createOrganization, signTokenFor } from "../support/fixtures";
import type { MemberFixture } from "../support/fixtures";
import { ERROR_MESSAGES } from "../../functions/contract/messages/common";
import { TEST_FAULT_HEADER, type TestFault } from "../../functions/api/test-faults";
import { IDEMPOTENCY_KEY_HEADER } from "../../functions/contract/bid-idempotency";

let worker: TestWorker;
let seller: MemberFixture;
let buyer: MemberFixture;

beforeAll(async () => {
  worker = await startWorker();
  const sellerOrg = await createOrganization(worker);
  const buyerOrg = await createOrganization(worker);
  seller = await createMember(worker, sellerOrg, { isSeller: true, isOwner: true });
  buyer = await createMember(worker, buyerOrg, { isBuyer: true });
});
afterAll(() => worker?.dispose());

function expectCalm503(res: { status: number; headers: Headers; body: { message?: string; errorCode?: string } }) {
  expect(res.status).toBe(503);
  expect(res.headers.get("retry-after")).toBe("5");
  expect(res.body).toEqual({ errorCode: "SERVICE_UNAVAILABLE", message: ERROR_MESSAGES.NETWORK });
}

describe("D1 overloaded or unreachable", () => {
  for (const fault of ["d1-overloaded", "d1-unreachable"] as TestFault[]) {
    it(`answers 503 on public, signed-in and write routes (${fault})`, async () => {
      const headers = { [TEST_FAULT_HEADER]: fault };
      expectCalm503(await worker.api("GET", "/vehicle-make", { headers }));
      const token = await signTokenFor(buyer);
      expectCalm503(await worker.api("POST", "/auction/search", { token, headers, body: {} }));
      expectCalm503(await worker.api("POST", "/auth/login", { headers, body: { email: "a@b.test", password: "x" } }));
      // The same calls without the fault answer normally.
      expect((await worker.api("GET", "/vehicle-make")).status).toBe(200);
    });
  }
});

describe("an auction's Durable Object overloaded or unreachable", () => {
  for (const fault of ["room-overloaded", "room-unreachable"] as TestFault[]) {
    it(`answers a bid with 503, and the retry with the same key bids once (${fault})`, async () => {
      const auction = await createLiveAuction(worker, seller);
      const token = await signTokenFor(buyer);
      const key = `retry-${fault}-${auction.auctionId}`;
      const body = { auctionId: auction.auctionId, amountInPence: 600_000 };
      const failed = await worker.api("POST", "/auction/bid", {
        token,
        body,
        headers: { [TEST_FAULT_HEADER]: fault, [IDEMPOTENCY_KEY_HEADER]: key },
      });
      expectCalm503(failed);

      const retried = await worker.api("POST", "/auction/bid", {
        token,
        body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: key },
      });
      expect(retried.status).toBe(200);
      const again = await worker.api("POST", "/auction/bid", {
        token,
        body,
        headers: { [IDEMPOTENCY_KEY_HEADER]: key },
      });
      expect(again.status).toBe(200);
      const [{ count }] = await worker.sql<{ count: number }>(
        "SELECT COUNT(*) AS count FROM bids WHERE auction_id = ?",
        auction.auctionId,
      );
      expect(count).toBe(1);
    });
  }

  it("ignores an unknown fault name", async () => {
    expect((await worker.api("GET", "/vehicle-make", { headers: { [TEST_FAULT_HEADER]: "everything" } })).status).toBe(
      200,
    );
  });
});
