// The demo seed's wizard-listed auctions (scripts/seed/wizard-listings.mjs, decision 0079) have the
// wizard's data shape, because they are made through the wizard's own API calls: a draft row saved
// at step 11 with no step errors, twelve uploaded photos with their small variants in R2, a launch;
// and each demo registration shows its MOT history.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { seedMakes } from "../../scripts/seed/reference-data";
import { seedAccounts, DEMO_PASSWORD } from "../../scripts/seed/accounts";
import { seedWizardListings, WIZARD_LISTINGS } from "../../scripts/seed/wizard-listings.mjs";
import { PERSPECTIVES } from "../../scripts/seed/auction-catalogue.mjs";
import type { DraftDto } from "../../functions/contract/dto/draft";
import type { MotHistoryDto } from "../../functions/contract/mot-history";

let worker: TestWorker;
let ids: number[];

beforeAll(async () => {
  worker = await startWorker();
  const db = await worker.db();
  await seedMakes(db);
  await seedAccounts(db);
  ids = await seedWizardListings((path: string, init: RequestInit) => worker.fetch(path, init), {
    password: DEMO_PASSWORD,
  });
}, 180_000);
afterAll(() => worker?.dispose());

async function tokenOf(email: string): Promise<string> {
  const res = await worker.api<{ token: string }>("POST", "/auth/login", { body: { email, password: DEMO_PASSWORD } });
  return res.body.data!.token;
}

describe("wizard-listed demo auctions", () => {
  it("are live auctions launched from drafts saved at the last step with no step errors", async () => {
    expect(ids).toHaveLength(WIZARD_LISTINGS.length);
    expect(ids.length).toBeGreaterThanOrEqual(6);
    const rows = await worker.sql<{ status: string; form_step: number; validation_errors: string; plate: string }>(
      `SELECT a.status, a.form_step, a.validation_errors, v.registration_plate AS plate, a.launch_count
       FROM auctions a JOIN vehicles v ON v.id = a.vehicle_id WHERE a.id IN (${ids.join(",")}) ORDER BY a.id`,
    );
    expect(rows.map((r) => [r.status, r.form_step, r.validation_errors])).toEqual(
      ids.map(() => ["PUBLISHED", 11, "{}"]),
    );
    expect(rows.map((r) => r.plate.replace(/\s/g, ""))).toEqual(WIZARD_LISTINGS.map((l) => l.plate.replace(/\s/g, "")));
  });

  it("have twelve uploaded photos each, with sizes and small variants stored in R2", async () => {
    const media = await worker.sql<{
      auction: number;
      perspective: string;
      r2_key: string;
      thumbnail_r2_key: string | null;
      size_bytes: number | null;
      uploaded_by: number | null;
    }>(
      `SELECT a.id AS auction, m.perspective, m.r2_key, m.thumbnail_r2_key, m.size_bytes, m.uploaded_by
       FROM vehicle_media m JOIN auctions a ON a.vehicle_id = m.vehicle_id
       WHERE a.id IN (${ids.join(",")}) AND m.kind = 'PHOTO' ORDER BY a.id, m.sort_number`,
    );
    expect(media).toHaveLength(ids.length * 12);
    for (const id of ids) expect(media.filter((m) => m.auction === id).map((m) => m.perspective)).toEqual(PERSPECTIVES);
    const bucket = await worker.mf.getR2Bucket("MEDIA");
    for (const m of media) {
      expect(m.size_bytes).toBeGreaterThan(0);
      expect(m.uploaded_by).not.toBeNull();
      // The 640 px originals are wider than the 480 px variant, so each has its own small copy.
      expect(m.thumbnail_r2_key).toBeTruthy();
      expect(m.thumbnail_r2_key).not.toBe(m.r2_key);
    }
    const first = media[0];
    const original = await bucket.get(first.r2_key);
    const small = await bucket.get(first.thumbnail_r2_key!);
    expect(original?.size).toBe(first.size_bytes);
    // The Worker's variant is a JPEG (the drawn PNG originals are small already, so not smaller).
    const head = new Uint8Array(await small!.arrayBuffer()).slice(0, 2);
    expect([...head]).toEqual([0xff, 0xd8]);
  });

  it("read back through the wizard's draft call and show their MOT history to a buyer", async () => {
    const seller = await tokenOf(WIZARD_LISTINGS[0].seller);
    const draft = await worker.api<DraftDto>("GET", `/auction/draft/${ids[0]}`, { token: seller });
    expect(draft.status).toBe(200);
    const photos = draft.body.data!.vehicleMedia.photos;
    expect(photos).toHaveLength(12);
    expect(photos.every((p) => p.thumbnailUrl?.startsWith("/media/"))).toBe(true);
    expect(draft.body.data!.basicData).toMatchObject({ makeName: "Ford", modelName: "Fiesta", mileage: 41200 });

    const buyer = await tokenOf("buyer@riverside.test");
    const mot = await worker.api<MotHistoryDto>("GET", `/auction/${ids[0]}/mot-history`, { token: buyer });
    expect(mot.body.data).toMatchObject({ status: "FOUND", source: "DEMO", registration: "AB19CDE" });
  });
});
