// Listing and launching as a seller's browser does, through the soak's counted client: twelve
// photos posted to POST /api/media (the real upload path: multipart, type by magic bytes, R2 and the
// media row), the draft saved with them (POST /api/auction/draft), then the launch (POST /api/auction).
import { randomBytes } from "node:crypto";
import { draftBody } from "../listings.mjs";

const PERSPECTIVES = 12;
let plates = 0;

/** The photo's bytes with a few random bytes after the JPEG's end: a distinct file, as a camera's. */
function distinct(bytes) {
  return Buffer.concat([bytes, randomBytes(16)]);
}

export async function uploadPhoto(client, member, photo, name) {
  const form = new FormData();
  form.append("file", new Blob([distinct(photo.original)], { type: "image/jpeg" }), `${name}.jpg`);
  form.append("thumbnail", new Blob([distinct(photo.small)], { type: "image/jpeg" }), `${name}-small.jpg`);
  form.append("kind", "PHOTO");
  const res = await client.call("POST", "/api/media", { token: await member.token(), form, kind: "upload" });
  return res?.status === 200 ? res.json.data.id : null;
}

/** One complete draft with its twelve photos; answers its id, or null if a step was refused. */
export async function listVehicle(client, seller, reference, photos) {
  const token = () => seller.token();
  const ids = [];
  for (let p = 0; p < PERSPECTIVES; p++) {
    const id = await uploadPhoto(client, seller, photos[(plates + p) % photos.length], `p${p}`);
    if (id === null) return null;
    ids.push({ mediaMetadataId: id, damages: [] });
  }
  const v = ++plates;
  const body = draftBody({
    n: v,
    plate: `SK${String(10 + (v % 90))} ${String.fromCharCode(65 + (v % 26))}AK`,
    vin: `WF0XXXGCDX${String(3000000 + v).slice(-7)}`,
    makeId: reference.make.id,
    modelId: reference.modelId,
    photos: ids,
    locationId: reference.locationId,
    description: "Soak listing: one owner, two keys.",
    settings: { type: "PHYSICAL", minimumPriceInPence: 500000, timeOption: 30, publishTarget: "EVERYWHERE" },
  });
  const res = await client.call("POST", "/api/auction/draft", { token: await token(), kind: "draft", body });
  if (res?.status !== 200 || Object.keys(res.json.data.validationErrors ?? {}).length) return null;
  return res.json.data.id;
}

/** What a seller needs to list: a make with a model and the organisation's location. */
export async function listingReference(client, seller) {
  const token = await seller.token();
  const makes = await client.data("GET", "/api/vehicle-make", { token });
  const make = makes[0];
  const { models } = await client.data("GET", `/api/vehicle-make/${make.id}`, { token });
  const [location] = await client.data("GET", "/api/account/organization-locations", { token });
  return { make, modelId: models[0].id, locationId: location.id };
}

/** The launch form of one run: a 30-minute auction of the given type and prices, launched everywhere. */
export function launchBody(id, version, plan) {
  return {
    id,
    version,
    type: plan.type,
    minimumPriceInPence: plan.minimumPriceInPence,
    autoAcceptPriceInPence: null,
    buyNowPriceInPence: null,
    timeOption: 30,
    publishTarget: "EVERYWHERE",
    tryingToDealDeliveryDateType: plan.type === "TRYING_TO_DEAL" ? "ONE_WEEK" : null,
    tryingToDealDeliveryDate: null,
  };
}
