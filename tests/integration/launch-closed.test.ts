// Why launching is closed (issue 22 item 5; decision 0091): GET /auth/me names the reason up front,
// and publish refuses with the same words (the payment block keeps spec 000's 418), each
// organisation seeing only its own standing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { createDraftAuction, createMember, createOrganization, launchBody, signTokenFor } from "../support/fixtures";
import { LAUNCH_CLOSED_MESSAGES } from "../../functions/contract/messages/auction-detail";
import { ERROR_MESSAGES } from "../../functions/contract/messages/common";
import type { MeAnswer } from "../../functions/contract/token";

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.dispose());

/** A seller of an organisation in that standing, with a draft ready to launch. */
async function sellerOf(status: string, sellerBlocked = false) {
  const org = await createOrganization(worker, { status });
  if (sellerBlocked) await worker.sql("UPDATE organizations SET seller_blocked = 1 WHERE id = ?", org.id);
  const seller = await createMember(worker, org, { isOwner: true, isSeller: true });
  const token = await signTokenFor(seller);
  const draft = await createDraftAuction(worker, seller);
  const me = await worker.api<MeAnswer>("GET", "/auth/me", { token });
  const launch = await worker.api("POST", `/auction/${draft.auctionId}/publish`, {
    token,
    body: launchBody(draft.version),
  });
  return { me: me.body.data!, launch };
}

describe("launch closed", () => {
  it("is open, and publishes, for an approved organisation", async () => {
    const { me, launch } = await sellerOf("ACTIVE");
    expect(me.launchClosed).toBeNull();
    expect(launch.status).toBe(200);
  });

  it("names verification pending before the wizard and at publish", async () => {
    const { me, launch } = await sellerOf("PENDING");
    expect(me.launchClosed).toBe("VERIFICATION_PENDING");
    expect([launch.status, launch.body.errorCode, launch.body.message]).toEqual([
      403,
      "VERIFICATION_PENDING",
      LAUNCH_CLOSED_MESSAGES.VERIFICATION_PENDING,
    ]);
  });

  it("names an ops selling block", async () => {
    const { me, launch } = await sellerOf("ACTIVE", true);
    expect(me.launchClosed).toBe("SELLING_BLOCKED");
    expect([launch.status, launch.body.errorCode, launch.body.message]).toEqual([
      403,
      "SELLING_BLOCKED",
      LAUNCH_CLOSED_MESSAGES.SELLING_BLOCKED,
    ]);
  });

  it("keeps the payment block's 418 and PAYMENT_FAILURE, which the web turns into the wallet", async () => {
    const { me, launch } = await sellerOf("BLOCKED_DUE_TO_PAYMENT");
    expect(me.launchClosed).toBe("PAYMENT_BLOCKED");
    expect([launch.status, launch.body.errorCode, launch.body.message]).toEqual([
      418,
      "PAYMENT_FAILURE",
      ERROR_MESSAGES.BLOCKED_DUE_TO_PAYMENT,
    ]);
  });

  it("tells each organisation only its own standing", async () => {
    const pending = await sellerOf("PENDING");
    const active = await sellerOf("ACTIVE");
    expect([pending.me.launchClosed, active.me.launchClosed]).toEqual(["VERIFICATION_PENDING", null]);
  });
});
