// The Transactions list marks the fee rows of a disputed sale (decision 0257): both parties' owners
// see the dispute's status on the sale's fees and credits, following it from raised to decided; a
// launch fee and an undisputed sale carry none, and a third organisation never sees another's.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { createAdmin } from "../support/ops";
import { createMember, createOrganization, signTokenFor, type MemberFixture } from "../support/fixtures";
import { disputeCalls } from "../support/disputes";
import type { Paged } from "../../functions/contract/dto/account";
import type { TransactionDto } from "../../functions/contract/dto/books";

let worker: TestWorker;
let seller: MemberFixture;
let buyer: MemberFixture;
let third: MemberFixture;
let admin: string;
const tokens = new Map<MemberFixture, string>();
let calls: ReturnType<typeof disputeCalls>;

const owner = async (roles: { isBuyer?: boolean; isSeller?: boolean }) => {
  const m = await createMember(worker, await createOrganization(worker), { isOwner: true, ...roles });
  tokens.set(m, await signTokenFor(m));
  return m;
};
const transactionsOf = async (m: MemberFixture) => {
  const res = await calls.call<Paged<TransactionDto>>(m, "POST", "/organization/transactions", { page: 0, size: 100 });
  expect(res.status).toBe(200);
  return res.body.data!.content;
};
/** Each row of one sale in the list, oldest first: its kind and the dispute it shows (null: none). */
const ofSale = async (m: MemberFixture, auctionId: number) => {
  const ids = (
    await worker.sql<{ id: number }>(
      "SELECT id FROM transactions WHERE auction_id = ? AND organization_id = ? ORDER BY id",
      auctionId,
      m.organizationId,
    )
  ).map((r) => r.id);
  const rows = (await transactionsOf(m)).filter((t) => ids.includes(t.id));
  expect(rows.length).toBe(ids.length);
  return rows
    .sort((a, b) => a.id - b.id)
    .map((t) => [t.kind, t.dispute?.status ?? null, t.dispute?.statusLabel ?? null]);
};

beforeAll(async () => {
  worker = await startWorker();
  seller = await owner({ isSeller: true });
  buyer = await owner({ isBuyer: true });
  third = await owner({ isBuyer: true, isSeller: true });
  admin = (await createAdmin(worker)).token;
  calls = disputeCalls(worker, tokens);
});
afterAll(() => worker?.dispose());

describe("a disputed sale on the Transactions list", () => {
  it("marks both parties' fee rows with the dispute's status as it moves, and nothing else", async () => {
    const { id } = await calls.sale(seller, buyer, 6000);
    // The third organisation buys a sale of its own, so it has fee rows to look at.
    const { id: thirdSale } = await calls.sale(seller, third, 3000);
    const none = [null, null];
    expect((await ofSale(buyer, id)).map((r) => r.slice(1))).toEqual([none]);
    expect((await ofSale(seller, id)).map((r) => r.slice(1))).toEqual([none]);

    const disputeId = await calls.raise(buyer, id);
    const open = ["OPEN", "Disputed: awaiting the seller's answer"];
    expect(await ofSale(buyer, id)).toEqual([["BUYER_FEE", ...open]]);
    expect(await ofSale(seller, id)).toEqual([["SELLER_FEE", ...open]]);

    const answer = { answer: "The damage was in photo 7" };
    expect((await calls.call(seller, "POST", `/auction/${id}/dispute/answer`, answer)).status).toBe(200);
    const answered = ["ANSWERED", "Disputed: awaiting a decision"];
    expect(await ofSale(buyer, id)).toEqual([["BUYER_FEE", ...answered]]);
    expect(await ofSale(seller, id)).toEqual([["SELLER_FEE", ...answered]]);

    const decided = await calls.call(admin, "POST", `/ops/disputes/${disputeId}/decision`, {
      outcome: "PARTIAL",
      adjustmentInPence: 200_000,
    });
    expect(decided.status).toBe(200);
    const partial = ["PARTIAL", "Dispute settled: price adjusted"];
    // The fee and the credit the decision wrote both carry the settlement.
    for (const m of [buyer, seller]) {
      const rows = await ofSale(m, id);
      expect(rows.length).toBeGreaterThanOrEqual(2);
      expect(rows.map((r) => r.slice(1))).toEqual(rows.map(() => partial));
      expect(rows.map((r) => r[0])).toContain("DISPUTE_CREDIT");
    }
    // The same answer from the API document's field: the link's auction is the sale.
    const marked = (await transactionsOf(buyer)).filter((t) => t.dispute);
    expect(new Set(marked.map((t) => t.dispute!.auctionId))).toEqual(new Set([id]));

    // The third organisation: its own undisputed fees, no mark, and no row of the disputed sale.
    const thirds = await transactionsOf(third);
    expect(thirds.length).toBeGreaterThan(0);
    expect(thirds.filter((t) => t.dispute !== null)).toEqual([]);
    expect((await ofSale(third, thirdSale)).map((r) => r.slice(1))).toEqual([none]);
    expect(await ofSale(third, id)).toEqual([]);
  });

  it("shows an upheld and a rejected dispute, and leaves a launch fee of the same auction unmarked", async () => {
    const { id: upheldSale } = await calls.sale(seller, buyer, 4000);
    const { id: rejectedSale } = await calls.sale(seller, buyer, 5000);
    // A launch fee recorded against the sale's auction is not a fee of the sale.
    await worker.sql(
      `INSERT INTO transactions (organization_id, kind, title, amount_in_pence, auction_id, reference)
       VALUES (?, 'LAUNCH_FEE', 'Launch fee', 1000, ?, ?)`,
      seller.organizationId,
      upheldSale,
      `test:launch:${upheldSale}`,
    );
    const upheld = await calls.raise(buyer, upheldSale);
    const rejected = await calls.raise(buyer, rejectedSale);
    for (const [disputeId, outcome] of [
      [upheld, "UPHELD"],
      [rejected, "REJECTED"],
    ] as const)
      expect((await calls.call(admin, "POST", `/ops/disputes/${disputeId}/decision`, { outcome })).status).toBe(200);

    const sellerRows = await ofSale(seller, upheldSale);
    expect(sellerRows).toContainEqual(["LAUNCH_FEE", null, null]);
    const feeRows = sellerRows.filter((r) => r[0] !== "LAUNCH_FEE");
    expect(feeRows.map((r) => r[0])).toEqual(["SELLER_FEE", "DISPUTE_CREDIT"]);
    expect(feeRows.map((r) => r.slice(1))).toEqual(feeRows.map(() => ["UPHELD", "Sale cancelled: dispute upheld"]));
    expect(await ofSale(buyer, upheldSale)).toEqual([
      ["BUYER_FEE", "UPHELD", "Sale cancelled: dispute upheld"],
      ["DISPUTE_CREDIT", "UPHELD", "Sale cancelled: dispute upheld"],
    ]);
    for (const m of [buyer, seller])
      expect(await ofSale(m, rejectedSale)).toEqual([
        [m === buyer ? "BUYER_FEE" : "SELLER_FEE", "REJECTED", "Dispute rejected: sale stands"],
      ]);
    expect((await transactionsOf(third)).filter((t) => t.dispute !== null)).toEqual([]);
  });
});
