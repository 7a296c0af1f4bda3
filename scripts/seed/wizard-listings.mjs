// Demo listings made the way a dealer makes them (issue 10): through the Worker's own API, step by
// step as the wizard calls it. Registration lookup (POST /cap/make, the demo registrations), twelve
// photos uploaded to POST /media (stored in R2; the Worker makes each small variant, as for a
// plain form), the draft saved with every step (POST /auction/draft), then launched (POST /auction).
// So these seeded auctions have exactly the wizard's data shape, and their plates have demo MOT
// histories (decision 0079).
//
//   seedWizardListings(call, { password })  call(path, init) reaches the Worker: fetch on a running
//                                           `wrangler dev`, or a test's Miniflare dispatchFetch
import { renderCarPng } from "./car-images.mjs";
import { PALETTES, PERSPECTIVES } from "./auction-catalogue.mjs";

/** Seven demo registrations, each listed by a demo seller with its own launch settings. */
export const WIZARD_LISTINGS = [
  {
    plate: "AB19 CDE",
    seller: "owner@northfield.test",
    mileage: 41200,
    palette: 1,
    type: "MINIMUM_PRICE",
    pounds: 6500,
    hours: 26,
  },
  {
    plate: "VW20 GLF",
    seller: "owner@riverside.test",
    mileage: 58900,
    palette: 2,
    type: "PHYSICAL",
    pounds: 12500,
    hours: 50,
  },
  {
    plate: "BM21 SER",
    seller: "seller@northfield.test",
    mileage: 36400,
    palette: 3,
    type: "PHYSICAL",
    pounds: 18000,
    hours: 74,
  },
  {
    plate: "EV22 TSL",
    seller: "owner@hilltop.test",
    mileage: 28100,
    palette: 4,
    type: "MINIMUM_PRICE",
    pounds: 15000,
    hours: 98,
  },
  {
    plate: "TY18 YRS",
    seller: "owner@riverside.test",
    mileage: 49800,
    palette: 0,
    type: "TRYING_TO_DEAL",
    pounds: null,
    hours: 122,
  },
  {
    plate: "NQ17 QSH",
    seller: "owner@northfield.test",
    mileage: 102300,
    palette: 2,
    type: "MINIMUM_PRICE",
    pounds: 4000,
    hours: 146,
  },
  {
    plate: "KS24 SPT",
    seller: "owner@hilltop.test",
    mileage: 14900,
    palette: 5,
    type: "PHYSICAL",
    pounds: 21000,
    hours: 170,
  },
];

/** The offered durations (minutes) a listing's hours round up to. */
const DURATIONS = [60, 180, ...Array.from({ length: 14 }, (_, i) => (i + 1) * 1440)];

async function api(call, method, path, token, body) {
  const headers = { accept: "application/json" };
  if (token) headers.authorization = `Bearer ${token}`;
  let payload = body;
  if (body !== undefined && !(body instanceof FormData)) {
    headers["content-type"] = "application/json";
    payload = JSON.stringify(body);
  }
  const res = await call(`/api${path}`, { method, headers, body: payload });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text).data;
}

export async function seedWizardListings(call, { password }) {
  const tokens = new Map();
  const tokenOf = async (email) => {
    if (!tokens.has(email))
      tokens.set(email, (await api(call, "POST", "/auth/login", null, { email, password })).token);
    return tokens.get(email);
  };
  const pictures = new Map();
  const picture = (palette, perspective) => {
    const key = `${palette}/${perspective}`;
    if (!pictures.has(key)) pictures.set(key, renderCarPng(perspective, PALETTES[palette].rgb, PALETTES[palette].trim));
    return pictures.get(key);
  };
  const ids = [];
  for (const listing of WIZARD_LISTINGS) {
    const token = await tokenOf(listing.seller);
    // Steps 1 and 2: the registration lookup fills step 3.
    const found = await api(call, "POST", "/cap/make", token, { registrationPlate: listing.plate });
    // Step 4: twelve photos, one per perspective, each its own upload.
    const photos = [];
    for (const perspective of PERSPECTIVES) {
      const form = new FormData();
      const bytes = picture(listing.palette, perspective);
      form.append("file", new Blob([bytes], { type: "image/png" }), `${perspective.toLowerCase()}.png`);
      const media = await api(call, "POST", "/media", token, form);
      photos.push({ mediaMetadataId: media.id, perspective, damages: [] });
    }
    const [location] = await api(call, "GET", "/account/organization-locations", token);
    const draft = await api(call, "POST", "/auction/draft", token, {
      formStep: 11,
      basicData: {
        registrationPlate: listing.plate,
        makeId: found.makeId,
        modelId: found.modelId,
        derivative: found.derivative,
        mileage: listing.mileage,
        year: found.year,
        dateOfFirstRegistration: found.dateOfFirstRegistration,
        colour: found.colour,
        carType: found.carType,
        doors: found.doors,
        fuel: found.fuel,
        engineSize: found.engineSize,
        transmission: found.transmission,
        previousKeepersInTotal: 1 + (listing.mileage % 3),
        vin: found.vin,
      },
      vehicleMedia: { photos },
      tyreThreadDepths: { nearsideFront: 6, nearsideRear: 5, offsideFront: 6, offsideRear: 4 },
      serviceHistory: { type: "NONE" },
      vehicleFeatures: { vehicleFeaturesDictionaryIds: [1, 2, 5, 8] },
      descriptionAndSettings: {
        description: `${found.makeName} ${found.modelName} ${found.derivative}, listed through the wizard. ${listing.mileage.toLocaleString("en-GB")} miles, MOT history below.`,
        locationId: location.id,
        type: listing.type,
        minimumPriceInPence: listing.pounds === null ? null : listing.pounds * 100,
        timeOption: DURATIONS.find((m) => m >= listing.hours * 60) ?? 1440,
        publishTarget: "EVERYWHERE",
        ...(listing.type === "TRYING_TO_DEAL" ? { tryingToDealDeliveryDateType: "ONE_WEEK" } : {}),
      },
    });
    if (Object.keys(draft.validationErrors ?? {}).length)
      throw new Error(`${listing.plate}: the draft has errors ${JSON.stringify(draft.validationErrors)}`);
    const saved = await api(call, "GET", `/auction/draft/${draft.id}`, token);
    await api(call, "POST", "/auction", token, {
      id: draft.id,
      type: listing.type,
      minimumPriceInPence: listing.pounds === null ? null : listing.pounds * 100,
      autoAcceptPriceInPence: null,
      timeOption: DURATIONS.find((m) => m >= listing.hours * 60) ?? 1440,
      publishTarget: "EVERYWHERE",
      tryingToDealDeliveryDateType: listing.type === "TRYING_TO_DEAL" ? "ONE_WEEK" : null,
      tryingToDealDeliveryDate: null,
      version: saved.auctionVersion,
    });
    ids.push(draft.id);
  }
  return ids;
}
