// Shared by the archive tests: a seller relaunches an archived auction from its detail's version.
import { expect } from "vitest";
import type { TestWorker } from "../support/worker";

/** Reads the seller's detail (ENDED), relaunches it and answers the relaunched status. */
export async function relaunchArchived(worker: TestWorker, token: string | undefined, id: number): Promise<string> {
  const detail = await worker.api<{ version: number; status: string }>("GET", `/auction/my-auctions/${id}`, { token });
  expect(detail.body.data!.status).toBe("ENDED");
  const res = await worker.api<{ status: string }>("POST", `/auction/${id}/republish`, {
    token,
    body: {
      type: "MINIMUM_PRICE",
      minimumPriceInPence: 100000,
      timeOption: 60,
      publishTarget: "EVERYWHERE",
      version: detail.body.data!.version,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data!.status;
}
