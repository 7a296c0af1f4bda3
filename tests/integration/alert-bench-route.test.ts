// The alert benchmark's set-up route (test mode only) makes one organisation per bench dealer. Each
// needs its own VAT number: organisations' VAT numbers are unique, and a shared one made the bench's
// "Search alert matching" section fail before it matched anything.
import { afterAll, beforeAll, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { ensureMake } from "../support/fixtures";

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker();
  await ensureMake(worker);
});
afterAll(() => worker.dispose());

it("generates alerts for many bench dealers, twice without a clash", async () => {
  for (const seed of [1, 2]) {
    const answer = await worker.api<{ inserted: number }>("POST", "/test/alerts/generate", {
      body: { count: 40, members: 25, seed },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data?.inserted).toBe(40);
  }
  const [orgs] = await worker.sql<{ n: number; vat: number }>(
    "SELECT COUNT(*) AS n, COUNT(DISTINCT vat_number) AS vat FROM organizations WHERE trade_name LIKE 'Bench-alert %'",
  );
  expect(orgs).toEqual({ n: 25, vat: 25 });
});
