// Damage photos on a draft (spec 001 section 5.3; decision 0073): at most 5 per photo and none on
// the master, judged by perspective; the API refuses both with 412 and the message, never 500, and
// another organisation's damage photo cannot be attached.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { createMember, createOrganization, signTokenFor } from "../support/fixtures";
import { uploadPhoto } from "../support/wizard-drafts";
import { WIZARD_MESSAGES } from "../../functions/contract/messages/wizard";

let worker: TestWorker;
let token: string;
let rivalToken: string;

beforeAll(async () => {
  worker = await startWorker();
  token = await signTokenFor(await createMember(worker, await createOrganization(worker), { isSeller: true }));
  rivalToken = await signTokenFor(
    await createMember(worker, await createOrganization(worker), { isSeller: true, isOwner: true }),
  );
});
afterAll(() => worker?.dispose());

const save = (body: unknown) => worker.api<{ id: number; version: number }>("POST", "/auction/draft", { token, body });
const media = (photos: unknown[]) => ({ photos, photosToDelete: [], videos: [], videosToDelete: [] });

describe("damage photos on a draft", () => {
  it("refuses a sixth damage and a damage on the master, by perspective, with 412", async () => {
    const [a, b] = [await uploadPhoto(worker, token, 1), await uploadPhoto(worker, token, 2)];
    const damages = [];
    for (let i = 0; i < 6; i++)
      damages.push({ mediaMetadataId: await uploadPhoto(worker, token, 10 + i), damageType: "DENT" });
    const six = await save({ vehicleMedia: media([{ mediaMetadataId: a, perspective: "REAR", damages }]) });
    expect(six.status).toBe(412);
    expect(six.body.fieldErrors).toEqual({ photos: [WIZARD_MESSAGES.tooManyDamages] });

    // The master is the MASTER photo even when it is not first in the list.
    const master = await save({
      vehicleMedia: media([
        { mediaMetadataId: b, perspective: "REAR", damages: [] },
        { mediaMetadataId: a, perspective: "MASTER", damages: damages.slice(0, 1) },
      ]),
    });
    expect(master.status).toBe(412);
    expect(master.body.fieldErrors).toEqual({ photos: [WIZARD_MESSAGES.noDamageOnMaster] });

    const five = await save({
      vehicleMedia: media([
        { mediaMetadataId: b, perspective: "MASTER", damages: [] },
        { mediaMetadataId: a, perspective: "REAR", damages: damages.slice(0, 5) },
      ]),
    });
    expect(five.status).toBe(200);
  });

  it("refuses another organisation's photo as a damage", async () => {
    const own = await uploadPhoto(worker, token, 30);
    const foreign = await uploadPhoto(worker, rivalToken, 31);
    const res = await save({
      vehicleMedia: media([
        { mediaMetadataId: own, perspective: "LEFT_SIDE", damages: [{ mediaMetadataId: foreign, damageType: "RUST" }] },
      ]),
    });
    expect(res.status).toBe(412);
  });
});
