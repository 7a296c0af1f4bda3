// The retention prune (decision 0141): old operational rows go, recent ones and the rows a sale
// needs stay, and one call deletes at most its batch per rule so a backlog drains over ticks.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { createMember, createOrganization, type MemberFixture } from "../support/fixtures";
import { pruneExpired, RETENTION } from "../../functions/retention/prune";

const NOW = Date.parse("2026-11-25T12:00:00.000Z");
const daysAgo = (days: number) => new Date(NOW - days * 24 * 60 * 60 * 1000).toISOString();

let worker: TestWorker;
let member: MemberFixture;

async function email(status: string, createdDaysAgo: number, sentDaysAgo: number | null) {
  await worker.sql(
    "INSERT INTO email_outbox (to_address, subject, text, status, sent_on, created_on) VALUES (?, ?, ?, ?, ?, ?)",
    "dealer@example.test",
    `${status} ${createdDaysAgo}`,
    "body",
    status,
    sentDaysAgo === null ? null : daysAgo(sentDaysAgo),
    daysAgo(createdDaysAgo),
  );
}

async function token(table: string, expiredDaysAgo: number) {
  await worker.sql(
    `INSERT INTO ${table} (token_hash, member_id, expires_on) VALUES (?, ?, ?)`,
    `${table}-${expiredDaysAgo}-${Math.random()}`,
    member.id,
    daysAgo(expiredDaysAgo),
  );
}

beforeAll(async () => {
  worker = await startWorker();
  member = await createMember(worker, await createOrganization(worker));
});
afterAll(() => worker.dispose());

describe("pruning operational rows", () => {
  it("deletes what is past its window and keeps the rest", async () => {
    await email("SENT", 10, RETENTION.sentEmailDays + 1);
    await email("SENT", 3, RETENTION.sentEmailDays - 1);
    await email("QUEUED", 60, null);
    await email("FAILED", RETENTION.failedEmailDays + 1, null);
    await email("FAILED", RETENTION.failedEmailDays - 1, null);
    await token("refresh_tokens", 2);
    await token("refresh_tokens", -30);
    await token("password_reset_tokens", 2);
    await worker.sql("INSERT INTO stripe_events (id, type, received_on) VALUES ('evt_old', 't', ?)", daysAgo(31));
    await worker.sql("INSERT INTO stripe_events (id, type, received_on) VALUES ('evt_new', 't', ?)", daysAgo(2));
    await worker.sql("INSERT INTO rate_limits (key, window_start, count) VALUES ('old', ?, 1)", NOW - 2 * 3_600_000);
    await worker.sql("INSERT INTO rate_limits (key, window_start, count) VALUES ('now', ?, 1)", NOW - 60_000);

    const counts = await pruneExpired(await worker.db(), NOW);

    expect(counts).toMatchObject({
      email_outbox: 2,
      refresh_tokens: 1,
      password_reset_tokens: 1,
      stripe_events: 1,
      rate_limits: 1,
    });
    const left = await worker.sql<{ subject: string }>("SELECT subject FROM email_outbox ORDER BY id");
    expect(left.map((r) => r.subject)).toEqual(["SENT 3", "QUEUED 60", `FAILED ${RETENTION.failedEmailDays - 1}`]);
    expect(await worker.sql("SELECT id FROM stripe_events")).toEqual([{ id: "evt_new" }]);
    expect(await worker.sql("SELECT key FROM rate_limits")).toEqual([{ key: "now" }]);
    expect(await worker.sql("SELECT COUNT(*) AS n FROM refresh_tokens")).toEqual([{ n: 1 }]);
    // A second tick finds nothing more: pruning is idempotent.
    expect(Object.values(await pruneExpired(await worker.db(), NOW)).every((n) => n === 0)).toBe(true);
  });

  it("deletes at most its batch per rule in one call", async () => {
    for (let i = 0; i < 5; i++) await email("SENT", 40, 40);
    expect((await pruneExpired(await worker.db(), NOW, 2)).email_outbox).toBe(2);
    expect((await pruneExpired(await worker.db(), NOW, 2)).email_outbox).toBe(2);
    expect((await pruneExpired(await worker.db(), NOW, 2)).email_outbox).toBe(1);
  });
});
