// The bid in two reads (issue 28 item 4, decision 0095): a bid without JavaScript (the page, the
// review, the place) and with the dialog (review and place through the fetcher) reads D1 at most
// twice, counted by the test-mode D1 counter over every statement a request prepares (the web app's
// in-process API calls included). The page after the redirect shows the room's answer, even while
// D1's copy of the bid is held back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { Browser } from "../support/browser";
import { seedMember, TEST_PASSWORD } from "../support/members";
import { createLiveAuction, createMember, createOrganization, type MemberFixture } from "../support/fixtures";
import { TEST_D1_COUNT_HEADER } from "../../functions/api/test-faults";

let worker: TestWorker;
let seller: MemberFixture;
const BUYER = "reads@buyer.test";
const COUNT = { [TEST_D1_COUNT_HEADER]: "1" };
/** Single fetch: a fetcher posts to the route's `.data` URL and reads a turbo-stream answer. */
const DIALOG_DATA = ".data";

beforeAll(async () => {
  worker = await startWorker();
  seller = await createMember(worker, await createOrganization(worker), { isSeller: true, isOwner: true });
  const buyerOrg = await createOrganization(worker);
  await seedMember(worker, { email: BUYER, organizationId: buyerOrg.id, isBuyer: true });
});
afterAll(() => worker?.dispose());

const statementsOf = (res: Response) => Number(res.headers.get(TEST_D1_COUNT_HEADER));
const keyOf = (html: string) =>
  /name="idempotencyKey"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*name="idempotencyKey"/
    .exec(html)!
    .slice(1)
    .find(Boolean)!;

async function signedIn(): Promise<Browser> {
  const browser = new Browser(() => worker);
  expect((await browser.post("/login", { email: BUYER, password: TEST_PASSWORD })).status).toBe(302);
  return browser;
}

/** A live auction whose room keeps its D1 writes back: D1's copy never has the bids of this test. */
async function heldBackAuction() {
  const auction = await createLiveAuction(worker, seller, { type: "MINIMUM_PRICE", minimumPriceInPence: 100000 });
  const fault = await worker.api("POST", `/test/auction/${auction.auctionId}/d1-fault`, { body: { on: true } });
  expect(fault.status).toBe(200);
  return auction.auctionId;
}

describe("a bid's D1 reads", () => {
  it("without JavaScript: the page, the review and the place read D1 twice, and the next page shows the room's answer", async () => {
    const browser = await signedIn();
    const id = await heldBackAuction();
    const path = `/auction/${id}/bid`;
    // The dealer came from the detail a moment ago: the API's member cache knows them.
    await (await browser.request(`/auction/${id}`)).text();

    const page = await browser.request(path, { headers: COUNT });
    const html = await page.text();
    expect(page.status).toBe(200);
    const idempotencyKey = keyOf(html);
    const review = await browser.post(path, { intent: "review", amount: "1,200", idempotencyKey }, COUNT);
    expect(review.status).toBe(200);
    const confirmation = await review.text();
    expect(confirmation).toContain("Please confirm your maximum bid of £1,200 on");
    expect(confirmation).toContain("42,000 miles");
    const placed = await browser.post(path, { intent: "place", amount: "1,200", idempotencyKey }, COUNT);
    expect(placed.status).toBe(302);
    const reads = [page, review, placed].map(statementsOf);
    expect(
      reads.reduce((a, b) => a + b, 0),
      `D1 statements per request: ${reads.join(", ")}`,
    ).toBeLessThanOrEqual(2);

    // D1's copy has no bid at all, yet the page after the redirect shows the room's answer.
    expect(await worker.sql("SELECT id FROM bids WHERE auction_id = ?", id)).toEqual([]);
    const next = await (await browser.request(placed.headers.get("location")!)).text();
    expect(next).toContain("Bid placed successfully");
    expect(next).toContain("Your bid of £1,000 is the highest. Your maximum bid is £1,200");
  });

  it("with the dialog: the review and the place read D1 at most twice and answer the room's state", async () => {
    const browser = await signedIn();
    const id = await heldBackAuction();
    const path = `/auction/${id}/bid${DIALOG_DATA}`;
    const idempotencyKey = crypto.randomUUID();
    await (await browser.request(`/auction/${id}`)).text();
    const form = { amount: "1500", idempotencyKey, mode: "dialog", from: `/auction/${id}` };

    const review = await browser.post(path, { ...form, intent: "review" }, COUNT);
    expect(review.status).toBe(200);
    expect(await review.text()).toMatch(/"confirm".*150000/);
    const placed = await browser.post(path, { ...form, intent: "place" }, COUNT);
    expect(placed.status).toBe(200);
    // The answer carries the room's state (the page applies it): the price, and this maximum.
    const answer = await placed.text();
    expect(answer).toContain("Bid placed successfully");
    expect(answer).toMatch(/"state".*100000.*150000/);
    const reads = [review, placed].map(statementsOf);
    expect(
      reads.reduce((a, b) => a + b, 0),
      `D1 statements per request: ${reads.join(", ")}`,
    ).toBeLessThanOrEqual(2);
  });

  it("counts nothing unless asked, and counts what a detail page reads", async () => {
    const browser = await signedIn();
    const id = await heldBackAuction();
    const plain = await browser.request(`/auction/${id}`);
    expect(plain.headers.has(TEST_D1_COUNT_HEADER)).toBe(false);
    // The counter is not blind: the full detail reads several statements.
    expect(statementsOf(await browser.request(`/auction/${id}`, { headers: COUNT }))).toBeGreaterThan(2);
  });
});
