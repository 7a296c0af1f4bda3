// A seller and bidders of organisations of their own, with signed tokens: the cast of the engine's
// integration tests (idempotency, soft close, the storm).
import type { TestWorker } from "./worker";
import { createMember, createOrganization, signTokenFor, type MemberFixture } from "./fixtures";

export interface Cast {
  seller: MemberFixture;
  bidders: MemberFixture[];
  token(member: MemberFixture): string;
}

export async function sellerAndBidders(worker: TestWorker, bidderCount: number): Promise<Cast> {
  const tokens = new Map<MemberFixture, string>();
  const seller = await createMember(worker, await createOrganization(worker), { isSeller: true });
  const bidders: MemberFixture[] = [];
  for (let i = 0; i < bidderCount; i++) {
    bidders.push(await createMember(worker, await createOrganization(worker), { isBuyer: true }));
  }
  for (const m of [seller, ...bidders]) tokens.set(m, await signTokenFor(m));
  return { seller, bidders, token: (m) => tokens.get(m)! };
}
