// POST /auction (spec 001 section 7, decision 0068): the wizard's launch with the id in the body.
// It publishes a finished draft with 'Auction saved successfully', refuses bad input with 412 (never
// 500), and another organisation can neither launch nor learn about the draft.
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
import { uploadPhoto, completeBasicData } from "../support/wizard-drafts";
import type { DraftDto } from "../../functions/contract/dto/draft";

let worker: TestWorker;
let seller: MemberFixture;
let token: string;
let rivalToken: string;
let make: { makeId: number; modelId: number };
let locationId: number;

beforeAll(async () => {
  worker = await startWorker();
  const org = await createOrganization(worker);
  seller = await createMember(worker, org, { isSeller: true });
  token = await signTokenFor(seller);
  rivalToken = await signTokenFor(await createMember(worker, await createOrganization(worker), { isSeller: true }));
  make = await ensureMake(worker);
  locationId = (await worker.sql<{ id: number }>("SELECT id FROM locations WHERE organization_id = ?", org.id))[0].id;
});
afterAll(() => worker?.dispose());

async function finishedDraft(): Promise<DraftDto> {
  const photos = [];
  for (let i = 0; i < 12; i++) photos.push({ mediaMetadataId: await uploadPhoto(worker, token, 700 + i), damages: [] });
  const saved = await worker.api<{ id: number; validationErrors: object }>("POST", "/auction/draft", {
    token,
    body: {
      formStep: 11,
      basicData: completeBasicData(make),
      vehicleMedia: { photos },
      tyreThreadDepths: { nearsideFront: 5, nearsideRear: 5, offsideFront: 6, offsideRear: 6 },
      serviceHistory: { type: "NONE" },
      vehicleFeatures: { vehicleFeaturesDictionaryIds: [1] },
      descriptionAndSettings: {
        description: "Tidy.",
        locationId,
        type: "MINIMUM_PRICE",
        minimumPriceInPence: 100000,
        timeOption: 60,
      },
    },
  });
  expect(saved.body.data!.validationErrors).toEqual({});
  return (await worker.api<DraftDto>("GET", `/auction/draft/${saved.body.data!.id}`, { token })).body.data!;
}

describe("POST /auction", () => {
  it("refuses a body without an id, or with a bad launch form, as 412", async () => {
    const noId = await worker.api("POST", "/auction", { token, body: launchBody(1) });
    expect(noId.status).toBe(412);
    const draft = await finishedDraft();
    const bad = await worker.api("POST", "/auction", {
      token,
      body: { ...launchBody(draft.auctionVersion), id: draft.id, timeOption: "soon" },
    });
    expect(bad.status).toBe(412);
    expect((await worker.api("POST", "/auction", { token, body: "not json" })).status).toBeLessThan(500);
  });

  it("keeps another organisation out and publishes the seller's draft", async () => {
    const draft = await finishedDraft();
    const body = { ...launchBody(draft.auctionVersion), id: draft.id };
    const rival = await worker.api("POST", "/auction", { token: rivalToken, body });
    expect(rival.status).toBe(404);
    const unknown = await worker.api("POST", "/auction", { token, body: { ...body, id: 99_999_999 } });
    expect(unknown.status).toBe(404);

    const launched = await worker.api<{ status: string; message: string }>("POST", "/auction", { token, body });
    expect(launched.status).toBe(200);
    expect(launched.body.data).toMatchObject({
      id: draft.id,
      status: "PUBLISHED",
      message: "Auction saved successfully",
    });
    // Launched once: the same call again is refused, not repeated.
    const again = await worker.api("POST", "/auction", { token, body: { ...body, version: draft.auctionVersion + 1 } });
    expect(again.status).toBe(409);
  });
});
