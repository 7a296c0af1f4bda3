// The server render's short paths (issue 23 item 3): the edge copy of the anonymous home page
// (decision 0156) and a page's API calls sharing one authenticated caller (decision 0155).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { Browser } from "../support/browser";
import { seedMember, TEST_PASSWORD } from "../support/members";
import { createLiveAuction, createMember, createOrganization, type MemberFixture } from "../support/fixtures";
import { TEST_D1_COUNT_HEADER } from "../../functions/api/test-faults";
import { HOME_CACHE_HEADER } from "../../functions/home-cache";
import { TEST_NOW_HEADER } from "../../functions/contract/test-clock";

let worker: TestWorker;
let seller: MemberFixture;
const BUYER = "render@buyer.test";
const COUNT = { [TEST_D1_COUNT_HEADER]: "1" };

beforeAll(async () => {
  worker = await startWorker();
  seller = await createMember(worker, await createOrganization(worker), { isSeller: true, isOwner: true });
  await seedMember(worker, { email: BUYER, organizationId: (await createOrganization(worker)).id, isBuyer: true });
});
afterAll(() => worker?.dispose());

async function signedIn(): Promise<Browser> {
  const browser = new Browser(() => worker);
  expect((await browser.post("/login", { email: BUYER, password: TEST_PASSWORD })).status).toBe(302);
  return browser;
}

const home = (headers: Record<string, string> = {}) => worker.fetch("/", { redirect: "manual", headers });
const fromEdge = (res: Response) => res.headers.get(HOME_CACHE_HEADER) === "hit";

describe("the anonymous home page at the edge", () => {
  it("serves a signed-out visitor the stored page, with the cookie notice as that visitor should see it", async () => {
    const first = await home();
    const firstHtml = await first.text();
    expect(first.status).toBe(200);
    // The store is written after the answer: a later request finds it.
    let again = await home();
    for (let i = 0; i < 20 && !fromEdge(again); i++) again = await home();
    expect(fromEdge(again)).toBe(true);
    const againHtml = await again.text();
    expect(againHtml).toContain('id="live-auctions"');
    // Every visitor within the freshness gets that one stored page.
    const third = await home();
    expect(fromEdge(third)).toBe(true);
    expect(await third.text()).toBe(againHtml);
    expect(again.headers.get("cache-control")).toBeNull();
    // The page and its policy header keep one nonce together.
    const nonce = /nonce="([^"]+)"/.exec(againHtml)?.[1];
    expect(again.headers.get("content-security-policy")).toContain(`'nonce-${nonce}'`);

    // The notice answered is another page: never the one with the notice.
    const answered = await home({ cookie: "cookie-policy=accepted" });
    const answeredHtml = await answered.text();
    expect(answeredHtml).not.toBe(firstHtml);
    expect(firstHtml).toContain('action="/cookie-policy"');
    expect(answeredHtml).not.toContain('action="/cookie-policy"');
  });

  it("never serves or stores a signed-in visitor's answer, nor one with another cookie or the test clock", async () => {
    const browser = await signedIn();
    for (let i = 0; i < 3; i++) {
      const res = await browser.request("/");
      expect(fromEdge(res)).toBe(false);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/search");
    }
    expect(fromEdge(await home({ cookie: "cookie-policy=accepted; other=1" }))).toBe(false);
    expect(fromEdge(await home({ [TEST_NOW_HEADER]: new Date().toISOString() }))).toBe(false);
    expect(fromEdge(await worker.fetch("/?x=1"))).toBe(false);
    // A signed-out visitor still gets the plain page afterwards, never a redirect.
    const after = await home();
    expect(after.status).toBe(200);
    expect(await after.text()).not.toContain("Sign out");
  });
});

describe("a page's API calls", () => {
  it("are one: the detail page reads D1 as its one detail call does, less than the three calls apart", async () => {
    const { auctionId } = await createLiveAuction(worker, seller);
    const browser = await signedIn();
    await (await browser.request(`/auction/${auctionId}`)).text();
    const page = await browser.request(`/auction/${auctionId}`, { headers: COUNT });
    expect(page.status).toBe(200);
    const pageReads = Number(page.headers.get(TEST_D1_COUNT_HEADER));

    const token = await apiToken();
    const reads = async (tail: string) => {
      const res = await worker.fetch(`/api/auction/${auctionId}${tail}`, {
        headers: { ...COUNT, authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(200);
      return Number(res.headers.get(TEST_D1_COUNT_HEADER));
    };
    // The detail with its MOT history and price guide in the same call (decision 0179).
    const oneCall = await reads("?with=motHistory,priceGuide");
    const apart = await Promise.all(["", "/mot-history", "/price-guide"].map(reads));
    expect(pageReads).toBe(oneCall);
    expect(oneCall).toBeLessThan(apart.reduce((sum, n) => sum + n, 0));
  });

  it("still refuse a token from outside: the memo is the page's, not a header anyone can send", async () => {
    const res = await worker.fetch("/api/auth/me", { headers: { authorization: "Bearer forged.token.value" } });
    expect(res.status).toBe(401);
  });
});

async function apiToken(): Promise<string> {
  const res = await worker.api<{ token: string }>("POST", "/auth/login", {
    body: { email: BUYER, password: TEST_PASSWORD },
  });
  expect(res.status).toBe(200);
  return res.body.data!.token;
}
