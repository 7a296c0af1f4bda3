// The SQL twin of the auction policy agrees with can(viewer, "see", auction) for every pair
// (decision 0021): auctions of every status x publish target (and a null one) x winner, from a
// seller with a group and one without, against viewers of every kind, in a real D1.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { createGroup, createMember, createOrganization, type OrgFixture } from "../support/fixtures";
import { can, SIGNED_OUT, type AuctionFacts, type PolicyViewer } from "../../functions/contract/policy";
import { seeWhere } from "../../functions/contract/policy-sql";
import { SqlParams, visibleToOrgSql } from "../../functions/auctions/read/card-query";
import { AUCTION_STATUSES, PUBLISH_TARGETS } from "../../functions/contract/auctions";

let worker: TestWorker;
const viewers: Record<string, PolicyViewer> = {};
let facts: (AuctionFacts & { id: number })[] = [];

const viewerOf = (org: OrgFixture, id: number): PolicyViewer => ({
  ...SIGNED_OUT,
  id,
  organizationId: org.id,
  groupId: org.groupId,
  isBuyer: true,
});

beforeAll(async () => {
  worker = await startWorker();
  const [g1, g2] = [await createGroup(worker), await createGroup(worker)];
  const org = async (groupId: number | null) => createOrganization(worker, { groupId });
  const seller = await org(g1);
  const loneSeller = await org(null);
  const peer = await org(g1);
  const other = await org(g2);
  const lone = await org(null);
  const winner = await org(g2);
  const sellers = [
    { org: seller, member: await createMember(worker, seller, { isSeller: true, isOwner: true }) },
    { org: loneSeller, member: await createMember(worker, loneSeller, { isSeller: true, isOwner: true }) },
  ];
  Object.assign(viewers, {
    seller: viewerOf(seller, sellers[0].member.id),
    loneSeller: viewerOf(loneSeller, sellers[1].member.id),
    groupPeer: viewerOf(peer, 1001),
    otherGroup: viewerOf(other, 1002),
    noGroup: viewerOf(lone, 1003),
    winner: viewerOf(winner, 1004),
    admin: { ...SIGNED_OUT, id: 1005, isAdmin: true },
    signedOut: SIGNED_OUT,
  });
  const winnerMember = await createMember(worker, winner, { isBuyer: true });
  for (const s of sellers) {
    for (const status of AUCTION_STATUSES) {
      for (const target of [...PUBLISH_TARGETS, null]) {
        for (const won of [false, true]) {
          const [{ id: vehicleId }] = await worker.sql<{ id: number }>(
            "INSERT INTO vehicles (organization_id, seller_id) VALUES (?, ?) RETURNING id",
            s.org.id,
            s.member.id,
          );
          await worker.sql(
            `INSERT INTO auctions (vehicle_id, organization_id, seller_id, status, publish_target, group_id,
               winner_organization_id, winner_bidder_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
            vehicleId,
            s.org.id,
            s.member.id,
            status,
            target,
            // Launch records the seller organisation's group (room-state launch).
            s.org.groupId,
            won ? winner.id : null,
            won ? winnerMember.id : null,
          );
        }
      }
    }
  }
  facts = await worker.sql<AuctionFacts & { id: number }>(
    `SELECT id, status, publish_target AS publishTarget, organization_id AS organizationId, seller_id AS sellerId,
       group_id AS groupId, winner_organization_id AS winnerOrganizationId, winner_bidder_id AS winnerBidderId
     FROM auctions ORDER BY id`,
  );
  // 128 auctions and their organisations: generous on a loaded two-core machine.
}, 180_000);

afterAll(async () => {
  await worker?.dispose();
});

const policyIds = (v: PolicyViewer) => facts.filter((a) => can(v, "see", a)).map((a) => a.id);

describe("policy-sql seeWhere", () => {
  it("seeds every status x target x winner for both sellers", () => {
    expect(facts).toHaveLength(2 * AUCTION_STATUSES.length * (PUBLISH_TARGETS.length + 1) * 2);
  });

  it.each(["seller", "loneSeller", "groupPeer", "otherGroup", "noGroup", "winner", "admin", "signedOut"])(
    "agrees with can(%s, 'see') on every auction",
    async (name) => {
      const v = viewers[name];
      const p = new SqlParams();
      const rows = await worker.sql<{ id: number }>(
        `SELECT a.id FROM auctions a WHERE ${seeWhere(v, p)} ORDER BY a.id`,
        ...p.values,
      );
      expect(rows.map((r) => r.id)).toEqual(policyIds(v));
    },
  );

  it.each(["seller", "loneSeller", "groupPeer", "otherGroup", "noGroup", "winner"])(
    "the list queries' form (group read in SQL) agrees too for %s",
    async (name) => {
      const v = viewers[name];
      const p = new SqlParams();
      const where = visibleToOrgSql(p.add(v.organizationId));
      const rows = await worker.sql<{ id: number }>(
        `SELECT a.id FROM auctions a WHERE ${where} ORDER BY a.id`,
        ...p.values,
      );
      expect(rows.map((r) => r.id)).toEqual(policyIds(v));
    },
  );

  it("is not trivially everything or nothing", () => {
    expect(policyIds(viewers.otherGroup).length).toBeGreaterThan(0);
    expect(policyIds(viewers.otherGroup).length).toBeLessThan(policyIds(viewers.groupPeer).length);
    const own = facts.filter((a) => a.organizationId === viewers.seller.organizationId).map((a) => a.id);
    expect(policyIds(viewers.seller)).toEqual(expect.arrayContaining(own));
  });
});
