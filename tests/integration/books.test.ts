// Transactions, monthly invoices (gapless numbers, net + VAT + gross, the PDF) and statistics
// across two organisations: owners read only their own organisation's books, non-owners get 403,
// another organisation's invoice is 404, and bad input is 412, never 500.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import {
  createDraftAuction,
  createMember,
  createOrganization,
  signTokenFor,
  type MemberFixture,
  type OrgFixture,
} from "../support/fixtures";
import { isPdf, pdfText } from "../support/pdf-text";
import { createAdmin } from "../support/ops";
import { createCookieSessionStorage } from "@remix-run/cloudflare";
import { TEST_SECRETS } from "../support/worker";
import { BOOKS_MESSAGES } from "../../functions/contract/messages/books";
import { OPS_MESSAGES } from "../../functions/contract/messages/ops";
import { FIELD_MESSAGES } from "../../functions/contract/messages/common";
import { invoiceMonth, runMonthlyInvoicing } from "../../functions/books/invoicing";
import type { Paged } from "../../functions/contract/dto/account";
import type { InvoiceDto, OrganizationStatisticsDto, TransactionDto } from "../../functions/contract/dto/books";

let worker: TestWorker;
let db: D1Database;
let orgA: OrgFixture;
let orgB: OrgFixture;
const m: Record<string, MemberFixture> = {};
const t: Record<string, string> = {};

let serial = 0;
async function fee(org: OrgFixture, title: string, pence: number, at: string) {
  await worker.sql(
    `INSERT INTO transactions (organization_id, kind, title, amount_in_pence, reference, created_on)
     VALUES (?, 'SELLER_FEE', ?, ?, ?, ?)`,
    org.id,
    title,
    pence,
    `test:${++serial}`,
    at,
  );
}

beforeAll(async () => {
  worker = await startWorker();
  db = await worker.db();
  orgA = await createOrganization(worker, { tradeName: "Alpha Motors" });
  orgB = await createOrganization(worker, { tradeName: "Beta Cars" });
  m.ownerA = await createMember(worker, orgA, { isOwner: true, isBuyer: true, isSeller: true });
  m.buyerA = await createMember(worker, orgA, { isBuyer: true });
  m.ownerB = await createMember(worker, orgB, { isOwner: true, isBuyer: true, isSeller: true });
  for (const [k, v] of Object.entries(m)) t[k] = await signTokenFor(v);
  // Alpha: 12 fees in September and October 2026; Beta: one in October.
  for (let day = 1; day <= 11; day++) {
    await fee(
      orgA,
      `Seller's fee: Ford Focus ${day}`,
      10_000 + day,
      `2026-09-${String(day).padStart(2, "0")}T10:00:00.000Z`,
    );
  }
  // 00:30 on 1 October in London (BST): an October fee although its UTC date is 30 September.
  await fee(orgA, "Buyer's fee: BMW 320d", 25_000, "2026-09-30T23:30:00.000Z");
  await fee(orgB, "Seller's fee: Audi A3", 7_500, "2026-10-12T09:00:00.000Z");
});
afterAll(() => worker?.dispose());

const transactions = (token: string, body: Record<string, unknown> = {}) =>
  worker.api<Paged<TransactionDto>>("POST", "/organization/transactions", { token, body });
const invoices = (token: string, body: Record<string, unknown> = {}) =>
  worker.api<Paged<InvoiceDto>>("POST", "/organization/invoices", { token, body });

describe("POST /organization/transactions", () => {
  it("pages the owner's own transactions, newest first", async () => {
    const first = await transactions(t.ownerA, { page: 0, size: 10 });
    expect(first.status).toBe(200);
    expect(first.body.data!.totalElements).toBe(12);
    expect(first.body.data!.last).toBe(false);
    expect(first.body.data!.content[0]).toMatchObject({ title: "Buyer's fee: BMW 320d", amountInPence: 25_000 });
    const dates = first.body.data!.content.map((x) => x.createdOn);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await transactions(t.ownerA, { page: 1, size: 10 });
    expect(second.body.data!.content.map((x) => x.title)).toEqual([
      "Seller's fee: Ford Focus 2",
      "Seller's fee: Ford Focus 1",
    ]);
    expect(second.body.data!.last).toBe(true);
    const beta = await transactions(t.ownerB);
    expect(beta.body.data!.content.map((x) => x.title)).toEqual(["Seller's fee: Audi A3"]);
  });

  it("filters by name and by London calendar days", async () => {
    const named = await transactions(t.ownerA, { name: "focus 1" });
    expect(named.body.data!.content.map((x) => x.title).sort()).toEqual([
      "Seller's fee: Ford Focus 1",
      "Seller's fee: Ford Focus 10",
      "Seller's fee: Ford Focus 11",
    ]);
    const october = await transactions(t.ownerA, { dateFrom: "2026-10-01" });
    expect(october.body.data!.content.map((x) => x.title)).toEqual(["Buyer's fee: BMW 320d"]);
    const september = await transactions(t.ownerA, { dateFrom: "2026-09-05", dateTo: "2026-09-30" });
    expect(september.body.data!.totalElements).toBe(7);
    expect((await transactions(t.ownerA, { name: "%" })).body.data!.totalElements).toBe(0);
  });

  it("is for owners only and answers 412 to bad input", async () => {
    expect((await transactions(t.buyerA)).status).toBe(403);
    expect((await worker.api("POST", "/organization/transactions", { body: {} })).status).toBe(401);
    const badDate = await transactions(t.ownerA, { dateFrom: "31/10/2026" });
    expect(badDate.status).toBe(412);
    expect(badDate.body.fieldErrors!.dateFrom).toEqual(["Date has the wrong format"]);
    expect((await transactions(t.ownerA, { dateFrom: "2026-02-30" })).status).toBe(412);
    const reversed = await transactions(t.ownerA, { dateFrom: "2026-10-02", dateTo: "2026-10-01" });
    expect(reversed.status).toBe(412);
    expect(reversed.body.fieldErrors!.dateTo).toBeDefined();
    expect((await transactions(t.ownerA, { page: -1 })).status).toBe(412);
  });
});

describe("monthly invoices", () => {
  it("numbers invoices without gaps and adds VAT at 20%", async () => {
    expect(await invoiceMonth(db, "2026-09", "2026-10-01T01:00:00.000Z")).toBe(1);
    expect(await invoiceMonth(db, "2026-09", "2026-10-01T02:00:00.000Z")).toBe(0);
    // A September fee written after September was invoiced goes on October's invoice.
    await fee(orgA, "Launch fee: Vauxhall Corsa", 2_999, "2026-09-20T12:00:00.000Z");
    expect(await invoiceMonth(db, "2026-10", "2026-11-01T01:00:00.000Z")).toBe(2);
    const rows = await worker.sql<{
      organization_id: number;
      invoice_number: string;
      period: string;
      net: number;
      vat: number;
      gross: number;
    }>(
      `SELECT organization_id, invoice_number, period, net_amount_in_pence AS net, vat_amount_in_pence AS vat,
         total_amount_in_pence AS gross FROM invoices ORDER BY sequence`,
    );
    const septemberNet = Array.from({ length: 11 }, (_, i) => 10_001 + i).reduce((a, b) => a + b, 0);
    expect(rows).toEqual([
      {
        organization_id: orgA.id,
        invoice_number: "TA-000001",
        period: "2026-09",
        net: septemberNet,
        vat: 22_013,
        gross: septemberNet + 22_013,
      },
      {
        organization_id: orgA.id,
        invoice_number: "TA-000002",
        period: "2026-10",
        net: 27_999,
        vat: 5_600,
        gross: 33_599,
      },
      {
        organization_id: orgB.id,
        invoice_number: "TA-000003",
        period: "2026-10",
        net: 7_500,
        vat: 1_500,
        gross: 9_000,
      },
    ]);
  });

  it("the cron invoices last month once", async () => {
    await fee(orgB, "Seller's fee: Kia Ceed", 5_000, "2026-11-03T09:00:00.000Z");
    expect(await runMonthlyInvoicing(db, "2026-12-01T00:05:00.000Z")).toBe(1);
    expect(await runMonthlyInvoicing(db, "2026-12-01T00:10:00.000Z")).toBeNull();
    const [last] = await worker.sql<{ invoice_number: string }>(
      "SELECT invoice_number FROM invoices ORDER BY sequence DESC LIMIT 1",
    );
    expect(last.invoice_number).toBe("TA-000004");
  });

  it("lists and searches only the owner's invoices", async () => {
    const alpha = await invoices(t.ownerA);
    expect(alpha.body.data!.content.map((i) => i.invoiceNumber)).toEqual(["TA-000002", "TA-000001"]);
    expect(alpha.body.data!.content[0]).toMatchObject({ totalAmountInPence: 33_599, period: "2026-10" });
    expect((await invoices(t.ownerA, { number: "0001" })).body.data!.content.map((i) => i.invoiceNumber)).toEqual([
      "TA-000001",
    ]);
    expect((await invoices(t.ownerA, { dateFrom: "2026-10-15" })).body.data!.totalElements).toBe(1);
    expect((await invoices(t.ownerB)).body.data!.content.map((i) => i.invoiceNumber)).toEqual([
      "TA-000004",
      "TA-000003",
    ]);
    expect((await invoices(t.buyerA)).status).toBe(403);
    expect((await invoices(t.ownerA, { dateTo: "yesterday" })).status).toBe(412);
  });

  it("answers the PDF to its owner and 404 to anyone else's organisation", async () => {
    const [mine] = (await invoices(t.ownerA)).body.data!.content;
    const res = await worker.fetch(`/api/organization/invoices/${mine.id}`, {
      headers: { authorization: `Bearer ${t.ownerA}`, accept: "application/pdf" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="Invoice_TA-000002.pdf"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(isPdf(bytes)).toBe(true);
    const text = pdfText(bytes);
    expect(text).toContain("TA-000002");
    expect(text).toContain("Alpha Motors Ltd");
    expect(text).toContain("Buyer's fee: BMW 320d");
    expect(text).toContain("VAT at 20%");
    expect(text).toContain("£279.99");
    expect(text).toContain("£56.00");
    expect(text).toContain("£335.99");
    const json = await worker.api<InvoiceDto & { lines: unknown[] }>("GET", `/organization/invoices/${mine.id}`, {
      token: t.ownerA,
    });
    expect(json.body.data!.lines).toHaveLength(2);
    for (const path of [
      `/organization/invoices/${mine.id}`,
      "/organization/invoices/99999",
      "/organization/invoices/abc",
    ]) {
      const other = await worker.fetch(`/api${path}`, {
        headers: { authorization: `Bearer ${t.ownerB}`, accept: "application/pdf" },
      });
      expect(other.status).toBe(404);
    }
    expect((await worker.api("GET", `/organization/invoices/${mine.id}`, { token: t.buyerA })).status).toBe(403);
  });
});

// Issue 22: an empty page in the free trial says why nothing is charged, and until when.
describe("the free trial's end on the books pages", () => {
  it("answers each organisation's own trial end while it runs, and null after", async () => {
    const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000);
    const startA = daysAgo(30);
    await worker.sql("UPDATE organizations SET trial_started_on = ? WHERE id = ?", startA.toISOString(), orgA.id);
    await worker.sql("UPDATE organizations SET trial_started_on = ? WHERE id = ?", daysAgo(100).toISOString(), orgB.id);
    const endsA = new Date(startA);
    endsA.setUTCMonth(endsA.getUTCMonth() + 3);
    for (const path of ["/organization/transactions", "/organization/invoices"]) {
      const ask = (token: string) => worker.api<{ freeTrialEndsOn: string | null }>("POST", path, { token, body: {} });
      expect((await ask(t.ownerA)).body.data!.freeTrialEndsOn).toBe(endsA.toISOString());
      expect((await ask(t.ownerB)).body.data!.freeTrialEndsOn).toBeNull();
    }
  });

  it("says so under the spec's empty-table words on the pages, only while the trial runs", async () => {
    const storage = createCookieSessionStorage({
      cookie: { name: "__session", httpOnly: true, sameSite: "lax", path: "/", secrets: [TEST_SECRETS.SESSION_SECRET] },
    });
    const page = async (token: string, path: string) => {
      const session = await storage.getSession();
      session.set("accessToken", token);
      session.set("refreshToken", "unused");
      session.set("rememberMe", false);
      session.set("lastActivity", Date.now());
      const cookie = (await storage.commitSession(session)).split(";")[0];
      const res = await worker.fetch(path, { headers: { cookie }, redirect: "manual" });
      expect(res.status).toBe(200);
      return res.text();
    };
    const trial = /No fees are charged during your free trial, until (\d{2}\/\d{2}\/\d{4})\./;
    for (const path of ["/my-organization/transactions?name=zzz", "/my-organization/invoices?number=zzz"]) {
      const inTrial = await page(t.ownerA, path);
      expect(inTrial).toContain(BOOKS_MESSAGES.noData);
      expect(inTrial).toMatch(trial);
      const over = await page(t.ownerB, path);
      expect(over).toContain(BOOKS_MESSAGES.noData);
      expect(over).not.toMatch(trial);
    }
  });
});

// Issue 22 item 7, decision 0113: a full UK VAT invoice, with the supplier's details set by ops.
describe("the VAT invoice and its supplier details (/ops/invoice-details)", () => {
  const supplier = {
    name: "Trade Auction Ltd",
    address: "10 Wellington Place",
    address2: "Floor 3",
    city: "Leeds",
    county: "West Yorkshire",
    postcode: "ls1 4ap",
    vatNumber: "gb 123 4567 89",
    companyNumber: "09876543",
  };
  const pdfOf = async (id: number) => {
    const res = await worker.fetch(`/api/organization/invoices/${id}`, {
      headers: { authorization: `Bearer ${t.ownerA}`, accept: "application/pdf" },
    });
    return pdfText(new Uint8Array(await res.arrayBuffer()));
  };

  it("lets only an administrator read and set them, with field messages for bad input", async () => {
    const admin = await createAdmin(worker);
    const put = (token: string, body: unknown) => worker.api("PUT", "/ops/invoice-details", { token, body });
    for (const token of [t.ownerA, t.ownerB, t.buyerA]) {
      expect((await worker.api("GET", "/ops/invoice-details", { token })).status).toBe(403);
      expect((await put(token, supplier)).status).toBe(403);
    }
    expect((await worker.api("GET", "/ops/invoice-details", { token: admin.token })).body.data).toBeNull();
    const bad = await put(admin.token, { ...supplier, vatNumber: "12345", name: "" });
    expect(bad.status).toBe(412);
    expect(bad.body.fieldErrors).toMatchObject({
      vatNumber: [OPS_MESSAGES.vatNumberInvalid],
      name: [FIELD_MESSAGES.required],
    });
    // Never a 500 to bad input.
    for (const body of [null, "x", { ...supplier, postcode: 7 }])
      expect([400, 412]).toContain((await put(admin.token, body)).status);
    const saved = await put(admin.token, supplier);
    expect(saved.status).toBe(200);
    const read = await worker.api("GET", "/ops/invoice-details", { token: admin.token });
    expect(read.body.data).toMatchObject({ postcode: "LS1 4AP", vatNumber: "GB123456789" });
  });

  it("prints everything HMRC asks of a full VAT invoice", async () => {
    const [mine] = (await invoices(t.ownerA)).body.data!.content;
    const text = await pdfOf(mine.id);
    // Supplier: name, address, VAT registration number.
    for (const part of ["Trade Auction Ltd", "10 Wellington Place", "Floor 3", "Leeds", "West Yorkshire", "LS1 4AP"])
      expect(text).toContain(part);
    expect(text).toContain("VAT registration number: GB 123 4567 89");
    // The invoice: a VAT invoice, its number, its date and its tax point.
    expect(text).toContain("VAT INVOICE");
    expect(text).toMatch(/Invoice number\nTA-000002/);
    expect(text).toMatch(/Invoice date\n\d{2}\/\d{2}\/\d{4}/);
    expect(text).toMatch(/Tax point\n\d{2}\/\d{2}\/\d{4}/);
    // The customer: name and address.
    expect(text).toContain("Alpha Motors Ltd");
    expect(text).toContain("Trading as Alpha Motors");
    // Each line: description, net amount, VAT rate and VAT.
    expect(text).toMatch(/Buyer's fee: BMW 320d\n£250\.00\n20%\n£50\.00/);
    // Totals: net, VAT, total due.
    expect(text).toMatch(/Total net\n£279\.99/);
    expect(text).toMatch(/Total VAT at 20%\n£56\.00/);
    expect(text).toMatch(/Total due \(GBP\)\n£335\.99/);
  });
});

describe("POST /account/statistic", () => {
  const stats = (token: string, body: Record<string, unknown>) =>
    worker.api<OrganizationStatisticsDto>("POST", "/account/statistic", { token, body });

  it("counts the organisation's auctions and the auctions it bid on, per status, inside the window", async () => {
    const now = Date.now();
    const daysAgo = (d: number) => new Date(now - d * 86_400_000).toISOString();
    const sold = await createDraftAuction(worker, m.ownerA);
    const live = await createDraftAuction(worker, m.ownerA);
    await createDraftAuction(worker, m.ownerA); // a draft made today
    const old = await createDraftAuction(worker, m.ownerA);
    await worker.sql(
      `UPDATE auctions SET status = 'SOLD', launched_on = ?, sold_on = ?, won_bid_price_in_pence = 850000,
         winner_organization_id = ?, launch_count = 1 WHERE id = ?`,
      daysAgo(3),
      daysAgo(2),
      orgB.id,
      sold.auctionId,
    );
    await worker.sql(
      "UPDATE auctions SET status = 'PUBLISHED', launched_on = ?, launch_count = 1 WHERE id = ?",
      daysAgo(1),
      live.auctionId,
    );
    await worker.sql(
      "UPDATE auctions SET status = 'SOLD', launched_on = ?, sold_on = ?, created_on = ? WHERE id = ?",
      daysAgo(60),
      daysAgo(59),
      daysAgo(61),
      old.auctionId,
    );
    for (const [i, auctionId] of [sold.auctionId, live.auctionId].entries()) {
      await worker.sql(
        `INSERT INTO bids (id, auction_id, launch_number, seq, bidder_id, bidder_organization_id, amount_in_pence, is_highest, created_on)
         VALUES (?, ?, 1, 1, ?, ?, 850000, 1, ?)`,
        `bid-${i}`,
        auctionId,
        m.ownerB.id,
        orgB.id,
        daysAgo(2.5),
      );
    }
    const dateFrom = new Date(now - 30 * 86_400_000).toISOString().slice(0, 10);
    const a = await stats(t.buyerA, { dateFrom, dateTo: null });
    expect(a.status).toBe(200);
    expect(a.body.data!.auctionCount).toBe(3);
    expect(a.body.data!.auctions).toMatchObject({ SOLD: 1, PUBLISHED: 1, DRAFT: 1, ENDED: 0 });
    expect(a.body.data!.auctionBidCount).toBe(0);
    expect(a.body.data!.daily.reduce((s, d) => s + d.vehiclesSold, 0)).toBe(1);
    expect(a.body.data!.daily.reduce((s, d) => s + d.saleValueInPence, 0)).toBe(850_000);
    expect(a.body.data!.daily.length).toBeGreaterThanOrEqual(30);
    const b = await stats(t.ownerB, { dateFrom });
    expect(b.body.data!.auctionCount).toBe(0);
    expect(b.body.data!.auctionBidCount).toBe(2);
    expect(b.body.data!.auctionBids).toMatchObject({ WON: 1, PLACED_BIDS: 1, LOST: 0 });
    expect(b.body.data!.daily.reduce((s, d) => s + d.bidsPlaced, 0)).toBe(2);
    const wide = await stats(t.ownerA, { dateFrom: new Date(now - 90 * 86_400_000).toISOString().slice(0, 10) });
    expect(wide.body.data!.auctions.SOLD).toBe(2);
  });

  it("answers 412 to a bad date", async () => {
    expect((await stats(t.ownerA, { dateFrom: "last month" })).status).toBe(412);
    expect((await stats(t.ownerA, {})).status).toBe(412);
  });
});
