// Search alert and notification calls (spec 000 section 7, issue 13) across two organisations and
// two members of one: a member reads and changes only their own alerts and settings; 412 field errors.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { createMember, createOrganization, ensureMake, signTokenFor, type MemberFixture } from "../support/fixtures";
import { ALERT_MESSAGES } from "../../functions/contract/messages/alerts";
import type { SearchAlertDto } from "../../functions/contract/dto/alerts";

let worker: TestWorker;
let alice: MemberFixture;
let colleague: MemberFixture;
let outsider: MemberFixture;
const tokens = new Map<MemberFixture, string>();
let ford: { makeId: number; modelId: number };
const BASE = "/organization-member-search-alert";

const call = <T = SearchAlertDto>(m: MemberFixture, method: string, path: string, body?: unknown) =>
  worker.api<T>(method, path, { token: tokens.get(m), body });
const alertBody = (over: Record<string, unknown> = {}) => ({
  makeId: ford.makeId,
  modelId: ford.modelId,
  distanceMaxValueInMiles: 50,
  mileageMaxValue: 60000,
  yearMinValue: 2015,
  yearMaxValue: 2020,
  ...over,
});

beforeAll(async () => {
  worker = await startWorker();
  const orgA = await createOrganization(worker);
  const orgB = await createOrganization(worker);
  alice = await createMember(worker, orgA, { isBuyer: true });
  colleague = await createMember(worker, orgA, { isOwner: true, isBuyer: true });
  outsider = await createMember(worker, orgB, { isOwner: true, isBuyer: true });
  for (const m of [alice, colleague, outsider]) tokens.set(m, await signTokenFor(m));
  ford = await ensureMake(worker);
});
afterAll(() => worker?.dispose());

describe("search alerts", () => {
  it("needs a signed-in member", async () => {
    expect((await worker.api("POST", `${BASE}/read-all`, { body: {} })).status).toBe(401);
    expect((await worker.api("GET", "/search-alert-options")).status).toBe(401);
  });

  it("creates, reads, updates and deletes the caller's own alert", async () => {
    const created = await call(alice, "POST", BASE, alertBody());
    expect(created.status).toBe(200);
    const id = created.body.data!.id;
    expect(created.body.data).toMatchObject({
      vehicleMakeName: "Ford",
      vehicleModelName: "Focus",
      yearFrom: 2015,
      yearTo: 2020,
    });
    expect((created.body.data as unknown as { message: string }).message).toBe(ALERT_MESSAGES.CREATED);
    expect((await call(alice, "GET", `${BASE}/${id}`)).body.data!.distanceMaxValueInMiles).toBe(50);
    const updated = await call(
      alice,
      "PUT",
      BASE,
      alertBody({ id, yearMinValue: -1, yearMaxValue: -1, distanceMaxValueInMiles: -1 }),
    );
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ yearFrom: -1, yearTo: -1, distanceMaxValueInMiles: -1 });
    const page = await call<{ content: SearchAlertDto[]; totalElements: number }>(alice, "POST", `${BASE}/read-all`, {
      page: 0,
      size: 10,
    });
    expect(page.body.data!.totalElements).toBe(1);
    const removed = await call<{ message: string }>(alice, "DELETE", `${BASE}/${id}`);
    expect(removed.body.data!.message).toBe(ALERT_MESSAGES.REMOVED);
    expect((await call(alice, "GET", `${BASE}/${id}`)).status).toBe(404);
  });

  it("never shows or changes another member's alert, in the same organisation or another", async () => {
    const id = (await call(alice, "POST", BASE, alertBody())).body.data!.id;
    for (const other of [colleague, outsider]) {
      expect((await call(other, "GET", `${BASE}/${id}`)).status).toBe(404);
      expect((await call(other, "PUT", BASE, alertBody({ id, mileageMaxValue: -1 }))).status).toBe(404);
      expect((await call(other, "DELETE", `${BASE}/${id}`)).status).toBe(404);
      const page = await call<{ content: SearchAlertDto[]; totalElements: number }>(
        other,
        "POST",
        `${BASE}/read-all`,
        {},
      );
      expect(page.body.data!.content.map((a) => a.id)).not.toContain(id);
    }
    expect((await call(alice, "GET", `${BASE}/${id}`)).body.data!.mileageMaxValue).toBe(60000);
  });

  it("answers 412 with field errors, the year range on the minimum year", async () => {
    const range = await call(alice, "POST", `${BASE}/validate`, alertBody({ yearMinValue: 2021, yearMaxValue: 2016 }));
    expect(range.status).toBe(412);
    expect(range.body.fieldErrors).toEqual({ yearMinValue: [ALERT_MESSAGES.YEAR_RANGE] });
    const missing = await call(alice, "POST", BASE, { makeId: -1, modelId: -1 });
    expect(missing.status).toBe(412);
    expect(missing.body.fieldErrors!.yearMinValue).toEqual([ALERT_MESSAGES.REQUIRED]);
    const badModel = await call(alice, "PUT", BASE, alertBody({ id: 1, modelId: 99999 }));
    expect(badModel.status).toBe(412);
    expect(badModel.body.fieldErrors!.modelId).toEqual([ALERT_MESSAGES.UNKNOWN_MODEL]);
    const badOption = await call(alice, "POST", `${BASE}/validate`, alertBody({ distanceMaxValueInMiles: 33 }));
    expect(badOption.body.fieldErrors!.distanceMaxValueInMiles).toEqual([ALERT_MESSAGES.UNKNOWN_OPTION]);
    expect((await call(alice, "POST", `${BASE}/validate`, alertBody())).status).toBe(200);
  });

  it("pre-checks: NO_ACTION, or a title and message for a duplicate", async () => {
    const fresh = await call<{ action: string }>(
      colleague,
      "POST",
      `${BASE}/check`,
      alertBody({ mileageMaxValue: 10000 }),
    );
    expect(fresh.body.data).toEqual({ action: "NO_ACTION" });
    await call(colleague, "POST", BASE, alertBody({ mileageMaxValue: 10000 }));
    const dup = await call(colleague, "POST", `${BASE}/check`, alertBody({ mileageMaxValue: 10000 }));
    expect(dup.body.data).toEqual({
      action: "CONFIRM",
      title: ALERT_MESSAGES.DUPLICATE_TITLE,
      message: ALERT_MESSAGES.DUPLICATE_MESSAGE,
    });
    // Another member's identical alert is no duplicate of mine.
    expect((await call(outsider, "POST", `${BASE}/check`, alertBody({ mileageMaxValue: 10000 }))).body.data).toEqual({
      action: "NO_ACTION",
    });
  });

  it("lists the option lists, -1 first", async () => {
    const res = await call<{ distanceInMiles: { value: number; label: string }[]; yearsAgo: unknown[] }>(
      alice,
      "GET",
      "/search-alert-options",
    );
    expect(res.body.data!.distanceInMiles[0]).toEqual({ value: -1, label: "National" });
  });
});

describe("notification settings", () => {
  type Settings = { emailNotifications: { settingsType: string; checked: boolean }[] };
  it("starts all on and saves per member", async () => {
    const before = await call<Settings>(alice, "GET", "/organization-member-notification");
    expect(before.body.data!.emailNotifications.every((s) => s.checked)).toBe(true);
    const put = await call<Settings>(alice, "PUT", "/organization-member-notification", {
      emailNotifications: [{ settingsType: "SEARCH_ALERTS", checked: false }],
      pushNotifications: [{ settingsType: "SYSTEM", checked: false }],
    });
    expect(put.status).toBe(200);
    const after = await call<Settings & { pushNotifications: Settings["emailNotifications"] }>(
      alice,
      "GET",
      "/organization-member-notification",
    );
    expect(after.body.data).toEqual({
      emailNotifications: [
        { settingsType: "SYSTEM", checked: true },
        { settingsType: "SEARCH_ALERTS", checked: false },
      ],
      pushNotifications: [
        { settingsType: "SYSTEM", checked: false },
        { settingsType: "SEARCH_ALERTS", checked: true },
      ],
    });
    for (const other of [colleague, outsider]) {
      const theirs = await call<Settings>(other, "GET", "/organization-member-notification");
      expect(theirs.body.data!.emailNotifications.every((s) => s.checked)).toBe(true);
    }
  });

  it("refuses a bad body with 412", async () => {
    const res = await call(alice, "PUT", "/organization-member-notification", {
      emailNotifications: [{ settingsType: "NOPE" }],
    });
    expect(res.status).toBe(412);
  });

  it("lists only the caller's notices", async () => {
    await worker.sql(
      "INSERT INTO member_notices (member_id, kind, notice_key, title, message, batch) VALUES (?, 'OUTBID', 'k1', 'T', 'M', 'b')",
      outsider.id,
    );
    expect((await call<unknown[]>(alice, "GET", "/organization-member-notice")).body.data).toEqual([]);
    expect((await call<unknown[]>(outsider, "GET", "/organization-member-notice")).body.data).toHaveLength(1);
  });
});
