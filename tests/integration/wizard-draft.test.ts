// The wizard's draft calls (spec 001 sections 4.6 and 7): a draft built section by section with
// optimistic versions and recorded step errors, media attached and dropped, another organisation
// kept out, and a finished draft launched through the auction engine.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import {
  createMember,
  createOrganization,
  ensureMake,
  launchBody,
  signTokenFor,
  type MemberFixture,
} from "../support/fixtures";
import { pngBytes } from "../support/media-files";
import { uploadPhoto as uploadPhotoAs, completeBasicData } from "../support/wizard-drafts";
import type { DraftDto } from "../../functions/contract/dto/draft";
import { REQUIRED_PERSPECTIVES } from "../../functions/contract/vehicles";

let worker: TestWorker;
let seller: MemberFixture;
let token: string;
let colleagueToken: string;
let rivalToken: string;
let make: { makeId: number; modelId: number };
let locationId: number;

beforeAll(async () => {
  worker = await startWorker();
  const org = await createOrganization(worker);
  const rivalOrg = await createOrganization(worker);
  seller = await createMember(worker, org, { isSeller: true });
  token = await signTokenFor(seller);
  colleagueToken = await signTokenFor(await createMember(worker, org, { isSeller: true }));
  rivalToken = await signTokenFor(await createMember(worker, rivalOrg, { isSeller: true, isOwner: true }));
  make = await ensureMake(worker);
  locationId = (await worker.sql<{ id: number }>("SELECT id FROM locations WHERE organization_id = ?", org.id))[0].id;
});
afterAll(() => worker?.dispose());

type Saved = {
  id: number;
  version: number;
  auctionVersion: number;
  message: string;
  validationErrors: Record<string, Record<string, string[]>>;
};
const save = (body: unknown, as = token) => worker.api<Saved>("POST", "/auction/draft", { token: as, body });
const load = (id: number, as = token) => worker.api<DraftDto>("GET", `/auction/draft/${id}`, { token: as });

const uploadPhoto = (seed: number) => uploadPhotoAs(worker, token, seed);
const basicData = () => completeBasicData(make);

describe("POST /auction/draft and GET /auction/draft/{id}", () => {
  it("starts a draft, saves sections with versions, records step errors, refuses a stale version", async () => {
    const first = await save({ formStep: 1, basicData: { registrationPlate: "ab19 cde" } });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ version: 1, message: "Draft saved successfully" });
    const id = first.body.data!.id;
    // Only the plate so far: step 3's missing fields are recorded.
    expect(first.body.data!.validationErrors.basicData.mileage).toEqual(["Field is required"]);

    const second = await save({ id, version: 1, formStep: 3, basicData: { ...basicData(), year: 1900, doors: null } });
    expect(second.body.data!.version).toBe(2);
    expect(second.body.data!.validationErrors.basicData).toEqual({
      year: ["The year cannot be less than 100 years back and not higher than the current one"],
      doors: ["Field is required"],
    });
    const stale = await save({ id, version: 1, basicData: { colour: "Red" } });
    expect(stale.status).toBe(409);

    const third = await save({
      id,
      version: 2,
      formStep: 7,
      basicData: basicData(),
      tyreThreadDepths: { nearsideFront: 5 },
    });
    expect(third.body.data!.validationErrors.basicData).toBeUndefined();
    expect(third.body.data!.validationErrors.tyreThreadDepths.nearsideRear).toEqual(["Field is required"]);

    const draft = (await load(id)).body.data!;
    expect(draft).toMatchObject({
      id,
      version: 3,
      status: "DRAFT",
      formStep: 7,
      basicData: { registrationPlate: "AB19 CDE", makeName: "Ford", modelName: "Focus", mileage: 42000 },
      tyreThreadDepths: { nearsideFront: 5, nearsideRear: null },
    });
    expect(Object.keys(draft.validationErrors)).toEqual(["tyreThreadDepths"]);
  });

  it("never shows or changes another organisation's draft, nor a colleague's", async () => {
    const { id } = (await save({ basicData: { registrationPlate: "PRIV 8" } })).body.data!;
    expect((await load(id, rivalToken)).status).toBe(404);
    expect((await load(id, colleagueToken)).status).toBe(404);
    const write = await save({ id, version: 1, basicData: { colour: "Hacked" } }, rivalToken);
    expect(write.status).toBe(404);
    expect((await load(id)).body.data!.basicData.colour).toBeNull();
  });

  it("attaches uploaded photos in order with perspectives and damages, and drops the deleted one", async () => {
    const photos = [];
    for (let i = 0; i < 13; i++) photos.push(await uploadPhoto(100 + i));
    const damage = await uploadPhoto(200);
    const { id } = (await save({ basicData: { registrationPlate: "PH07 OSS" } })).body.data!;
    const rivalForm = new FormData();
    rivalForm.append("file", new Blob([pngBytes(3, 3, 999)]), "x.png");
    const rivalUpload = await worker.fetch("/api/media", {
      method: "POST",
      headers: { authorization: `Bearer ${rivalToken}` },
      body: rivalForm,
    });
    const rivalPhoto = ((await rivalUpload.json()) as { data: { id: number } }).data.id;
    const foreign = await save({
      id,
      version: 1,
      vehicleMedia: { photos: [{ mediaMetadataId: rivalPhoto, damages: [] }] },
    });
    expect(foreign.status).toBe(412);

    const media = {
      photos: photos.map((m, i) => ({
        mediaMetadataId: m,
        damages: i === 2 ? [{ mediaMetadataId: damage, damageType: "SCRATCH" }] : [],
      })),
      photosToDelete: [photos[12]],
    };
    const saved = await save({ id, version: 1, formStep: 5, vehicleMedia: media });
    expect(saved.status).toBe(200);
    expect(saved.body.data!.validationErrors.vehicleMedia).toBeUndefined();
    const draft = (await load(id)).body.data!;
    expect(draft.vehicleMedia.photos.map((p) => p.perspective)).toEqual(REQUIRED_PERSPECTIVES);
    expect(draft.vehicleMedia.photos[2].damages).toEqual([
      expect.objectContaining({ mediaMetadataId: damage, damageType: "SCRATCH" }),
    ]);
    expect(await worker.sql("SELECT id FROM vehicle_media WHERE id = ?", photos[12])).toEqual([]);

    const masterDamage = await save({
      id,
      version: 2,
      vehicleMedia: {
        photos: [{ mediaMetadataId: photos[0], damages: [{ mediaMetadataId: damage, damageType: "DENT" }] }],
      },
    });
    expect(masterDamage.status).toBe(412);
    expect(masterDamage.body.fieldErrors).toEqual({ photos: ["The master photo cannot have damage photos"] });

    const fewer = await save({ id, version: 2, vehicleMedia: { photos: media.photos.slice(0, 3) } });
    expect(fewer.body.data!.validationErrors.vehicleMedia).toEqual({ photos: ["Not enough photos"] });
  });

  it("launches a draft completed through the wizard's calls", async () => {
    const photos = [];
    for (let i = 0; i < 12; i++) photos.push({ mediaMetadataId: await uploadPhoto(300 + i), damages: [] });
    const { id } = (await save({ basicData: basicData() })).body.data!;
    const full = await save({
      id,
      version: 1,
      formStep: 11,
      vehicleMedia: { photos },
      tyreThreadDepths: { nearsideFront: 5, nearsideRear: 5, offsideFront: 6, offsideRear: 6 },
      serviceHistory: { type: "FULL", manualRecords: [{ date: "2023-03-01", mileage: 30000, serviceName: "Annual" }] },
      vehicleFeatures: { vehicleFeaturesDictionaryIds: [1, 2], vehicleFeaturesCustom: ["Tow bar", "tow BAR"] },
      descriptionAndSettings: {
        description: "Tidy example.",
        locationId,
        type: "MINIMUM_PRICE",
        minimumPriceInPence: 100000,
        timeOption: 60,
      },
    });
    expect(full.status).toBe(200);
    expect(full.body.data!.validationErrors).toEqual({});
    const draft = (await load(id)).body.data!;
    expect(draft.vehicleFeatures).toEqual({ vehicleFeaturesDictionaryIds: [1, 2], vehicleFeaturesCustom: ["Tow bar"] });
    const launched = await worker.api<{ status: string }>("POST", `/auction/${id}/publish`, {
      token,
      body: launchBody(draft.auctionVersion),
    });
    expect(launched.status).toBe(200);
    expect(launched.body.data!.status).toBe("PUBLISHED");
    // A live auction is no longer a draft to save.
    expect((await save({ id, version: draft.version, basicData: { colour: "Red" } })).status).toBe(409);
  });
});
