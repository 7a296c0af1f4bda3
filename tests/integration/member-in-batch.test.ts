// A list's member read rides in the list's own D1 batch (decision 0267): Live Auctions and the
// Buying list cost one D1 round trip, as an API call and as the page, and a caller the member row
// refuses gets the refusal authenticating first gave: before a bad body's field errors, before the
// role check, and never the rows the batch read.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { Browser } from "../support/browser";
import { seedMember, TEST_PASSWORD } from "../support/members";
import {
  createLiveAuction,
  createMember,
  createOrganization,
  signTokenFor,
  type MemberFixture,
} from "../support/fixtures";
import { TEST_D1_COUNT_HEADER, TEST_D1_TRIPS_HEADER } from "../../functions/api/test-faults";
import { ERROR_MESSAGES } from "../../functions/contract/messages/common";
import { MY_BIDS_MESSAGES } from "../../functions/contract/messages/bidding";

let worker: TestWorker;
let seller: MemberFixture;
let auctionId: number;
const COUNT = { [TEST_D1_COUNT_HEADER]: "1" };
const PAGE_BUYER = "batch@buyer.test";
const tripsOf = (headers: Headers) => Number(headers.get(TEST_D1_TRIPS_HEADER));
const answer0 = (answer: { body: { message?: string } }) => answer.body.message;

beforeAll(async () => {
  worker = await startWorker();
  seller = await createMember(worker, await createOrganization(worker), { isSeller: true, isOwner: true });
  ({ auctionId } = await createLiveAuction(worker, seller));
  await seedMember(worker, { email: PAGE_BUYER, organizationId: (await createOrganization(worker)).id, isBuyer: true });
});
afterAll(() => worker?.dispose());

/** A buyer of a fresh organisation and a token signed for them. */
async function buyer(roles: { isBuyer?: boolean } = {}) {
  const org = await createOrganization(worker);
  const member = await createMember(worker, org, { isBuyer: roles.isBuyer ?? true });
  return { org, member, token: await signTokenFor(member) };
}

const search = (token: string, body: unknown = {}) =>
  worker.api<{ content: { id: number }[] }>("POST", "/auction/search", { token, body, headers: COUNT });
const myBids = (token: string, body: unknown = {}) =>
  worker.api<{ content: unknown[] }>("POST", "/auction/bids", { token, body, headers: COUNT });

describe("one D1 round trip", () => {
  it("for the API's Live Auctions list with its make counts, and for the Buying list", async () => {
    const { token } = await buyer();
    // A list wakes overdue rooms in the background at most every 15 s per isolate (one D1 read,
    // not on the answer's path): this first call takes that turn, so the counts below are the list's.
    await search(token);
    const list = await search(token, { includeAggregation: true });
    expect(list.status).toBe(200);
    expect(list.body.data!.content.length).toBeGreaterThan(0);
    expect(tripsOf(list.headers)).toBe(1);
    const bids = await myBids(token);
    expect(bids.status).toBe(200);
    expect(tripsOf(bids.headers)).toBe(1);
  });

  it("for an auction's detail with its price guide", async () => {
    const { token } = await buyer();
    const detail = await worker.api<{ id: number }>("GET", `/auction/${auctionId}?with=priceGuide`, {
      token,
      headers: COUNT,
    });
    expect(detail.status).toBe(200);
    expect(detail.body.data!.id).toBe(auctionId);
    expect(tripsOf(detail.headers)).toBe(1);
  });

  it("for the Selling list and the statistics, the analytics page's call", async () => {
    const org = await createOrganization(worker);
    const token = await signTokenFor(await createMember(worker, org, { isSeller: true }));
    const selling = await worker.api("POST", "/auction/my-auctions/search", { token, body: {}, headers: COUNT });
    expect(selling.status).toBe(200);
    expect(tripsOf(selling.headers)).toBe(1);
    const body = { dateFrom: "2026-01-01" };
    const statistics = await worker.api("POST", "/account/statistic", { token, body, headers: COUNT });
    expect(statistics.status).toBe(200);
    expect(tripsOf(statistics.headers)).toBe(1);
  });

  it("for the account area's calls and its one-call pages, as an owner (decision 0272)", async () => {
    const org = await createOrganization(worker);
    const owner = await createMember(worker, org, { isOwner: true, isBuyer: true });
    const token = await signTokenFor(owner);
    const body = { page: 0, size: 10 };
    for (const [method, path] of [
      ["GET", "/account/organization"],
      ["POST", "/organization/transactions"],
      ["POST", "/organization/invoices"],
      ["GET", "/account/organization-locations"],
      ["GET", "/account/profile"],
      ["POST", "/account/employee/search"],
      ["GET", "/account/organization-payment-method"],
      ["GET", "/organization-member-notification"],
      ["GET", "/organization-member-notice"],
      ["GET", "/organization-member-push-subscription"],
      ["POST", "/organization-member-search-alert/read-all"],
    ] as const) {
      const answer = await worker.api(method, path, { token, headers: COUNT, ...(method === "POST" ? { body } : {}) });
      expect(answer.status, path).toBe(200);
      expect(tripsOf(answer.headers), path).toBe(1);
    }
    const email = `owner-${org.id}@batch.test`;
    await seedMember(worker, { email, organizationId: org.id, isOwner: true, isBuyer: true });
    const browser = new Browser(() => worker);
    expect((await browser.post("/login", { email, password: TEST_PASSWORD })).status).toBe(302);
    const pages = ["/settings", "/my-organization/transactions", "/my-organization/invoices"];
    for (const path of [
      ...pages,
      "/my-organization/employees",
      "/my-organization/my-wallet",
      "/my-organization/forms-alerts",
    ]) {
      const page = await browser.request(path, { headers: COUNT });
      await page.text();
      expect(page.status, path).toBe(200);
      expect(tripsOf(page.headers), path).toBe(1);
    }
  });

  it("for the Live Auctions, My Bids and detail pages, signed in", async () => {
    const browser = new Browser(() => worker);
    expect((await browser.post("/login", { email: PAGE_BUYER, password: TEST_PASSWORD })).status).toBe(302);
    for (const path of ["/search", "/my-bids", `/auction/${auctionId}`]) {
      const page = await browser.request(path, { headers: COUNT });
      await page.text();
      expect(page.status, path).toBe(200);
      expect(tripsOf(page.headers), path).toBe(1);
    }
  });
});

describe("a refused member gets the refusal, whatever the batch found", () => {
  const cases = [
    {
      what: "roles changed since the token",
      change: (m: MemberFixture) =>
        worker.sql("UPDATE members SET roles_version = roles_version + 1 WHERE id = ?", m.id),
      status: 401,
      errorCode: "DEALER_ROLES_STALE",
    },
    {
      what: "no longer active",
      change: (m: MemberFixture) => worker.sql("UPDATE members SET status = 'REJECTED' WHERE id = ?", m.id),
      status: 401,
      errorCode: "INVALID_JWT_TOKEN",
    },
    {
      what: "organisation blocked",
      change: (m: MemberFixture) =>
        worker.sql("UPDATE organizations SET status = 'BLOCKED' WHERE id = ?", m.organizationId),
      status: 500,
      errorCode: "ORGANIZATION_BLOCKED",
    },
  ];
  for (const { what, change, status, errorCode } of cases) {
    it(`${what}: ${status} ${errorCode} from every batched read, before a bad body's field errors`, async () => {
      const { member, token } = await buyer();
      expect((await search(token)).status).toBe(200);
      await change(member);
      const others = [
        await worker.api("POST", "/auction/my-auctions/search", { token, body: {} }),
        await worker.api("POST", "/account/statistic", { token, body: { dateFrom: "2026-01-01" } }),
        await worker.api("GET", `/auction/${auctionId}?with=priceGuide`, { token }),
        // Owner-only lists check the role after the batch: the member's refusal still comes first.
        await worker.api("GET", "/account/organization", { token }),
        await worker.api("POST", "/organization/transactions", { token, body: { page: 0, size: 10 } }),
        await worker.api("POST", "/organization/invoices", { token, body: { page: 0, size: 10 } }),
        await worker.api("POST", "/account/employee/search", { token, body: { page: 0, size: 10 } }),
        await worker.api("GET", "/account/organization-payment-method", { token }),
        await worker.api("GET", "/account/profile", { token }),
        await worker.api("GET", "/organization-member-notice", { token }),
      ];
      for (const answer of [await search(token), await myBids(token), await search(token, { offset: -1 }), ...others]) {
        expect(answer.status).toBe(status);
        expect(answer.body.errorCode).toBe(errorCode);
        expect(answer.body).not.toHaveProperty("data");
      }
      if (errorCode === "ORGANIZATION_BLOCKED")
        expect(answer0(await search(token))).toBe(ERROR_MESSAGES.ORGANIZATION_BLOCKED);
    });
  }

  it("the Buying list refuses a member who is not a buyer with 403, and a stale one with 401 first", async () => {
    const { member, token } = await buyer({ isBuyer: false });
    const refused = await myBids(token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(MY_BIDS_MESSAGES.NOT_BUYER);
    await worker.sql("UPDATE members SET roles_version = roles_version + 1 WHERE id = ?", member.id);
    const stale = await myBids(token);
    expect(stale.status).toBe(401);
    expect(stale.body.errorCode).toBe("DEALER_ROLES_STALE");
  });

  it("Transactions, Invoices, Employees and the wallet refuse a member who is not the owner with 403 and no rows", async () => {
    const { token } = await buyer();
    for (const path of ["/organization/transactions", "/organization/invoices", "/account/employee/search"]) {
      const refused = await worker.api("POST", path, { token, body: { page: 0, size: 10 } });
      expect(refused.status, path).toBe(403);
      expect(refused.body).not.toHaveProperty("data");
    }
    const wallet = await worker.api("GET", "/account/organization-payment-method", { token });
    expect(wallet.status).toBe(403);
    expect(wallet.body).not.toHaveProperty("data");
  });

  it("a token for a member who does not exist gets 401 with no rows", async () => {
    const ghost = { ...(await buyer()).member, id: 999_999 };
    const answer = await search(await signTokenFor(ghost));
    expect(answer.status).toBe(401);
    expect(answer.body.errorCode).toBe("INVALID_JWT_TOKEN");
  });
});
