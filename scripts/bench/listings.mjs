// Lists vehicles through the wizard's API as a seller's browser would: real-size photos (1920x1080
// JPEGs at quality 0.8, the size Uppy sends, with the 480 px small variant the browser makes), a
// draft saved with every step, and the launch (POST /auction). The photos are drawn in Chromium
// with noise at several scales so they weigh what a camera photo does (about 400 KB), not a flat
// picture that compresses to nothing.
const PERSPECTIVE_COUNT = 12;

/** Draws one photo in the page and answers [original, small] as byte arrays. */
function drawPhoto(seed) {
  let s = seed * 7919 + 1;
  const rnd = () => (s = (s * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const canvas = document.createElement("canvas");
  canvas.width = 1920;
  canvas.height = 1080;
  const g = canvas.getContext("2d");
  const sky = g.createLinearGradient(0, 0, 0, 1080);
  sky.addColorStop(0, `hsl(${200 + rnd() * 30},45%,72%)`);
  sky.addColorStop(0.55, "#dfe8f0");
  sky.addColorStop(0.56, "#6b6f72");
  sky.addColorStop(1, "#3a3d40");
  g.fillStyle = sky;
  g.fillRect(0, 0, 1920, 1080);
  g.fillStyle = `hsl(${rnd() * 360},60%,40%)`;
  g.beginPath();
  g.roundRect(300 + rnd() * 120, 400 + rnd() * 60, 1200, 360, 120);
  g.fill();
  g.fillStyle = "#222";
  for (const x of [620, 1300]) {
    g.beginPath();
    g.arc(x + rnd() * 60, 790, 120, 0, 7);
    g.fill();
  }
  // Mid-scale detail (a forecourt's clutter), then sensor noise per pixel.
  for (let k = 0; k < 4000; k++) {
    g.fillStyle = `hsla(${rnd() * 360},40%,${30 + rnd() * 50}%,0.35)`;
    g.beginPath();
    g.ellipse(rnd() * 1920, rnd() * 1080, 3 + rnd() * 30, 3 + rnd() * 20, rnd() * 3, 0, 7);
    g.fill();
  }
  const img = g.getImageData(0, 0, 1920, 1080);
  for (let i = 0; i < img.data.length; i += 4) {
    const n = (rnd() - 0.5) * 20;
    img.data[i] += n;
    img.data[i + 1] += n;
    img.data[i + 2] += n;
  }
  g.putImageData(img, 0, 0);
  const small = document.createElement("canvas");
  small.width = 480;
  small.height = 270;
  small.getContext("2d").drawImage(canvas, 0, 0, 480, 270);
  const bytes = (c) =>
    new Promise((resolve) =>
      c.toBlob(async (b) => resolve([...new Uint8Array(await b.arrayBuffer())]), "image/jpeg", 0.8),
    );
  return Promise.all([bytes(canvas), bytes(small)]);
}

/** `count` distinct photos as { original, small } Buffers. */
export async function makePhotos(browser, count, firstSeed = 1) {
  const page = await browser.newPage();
  const out = [];
  try {
    for (let i = 0; i < count; i++) {
      const [original, small] = await page.evaluate(drawPhoto, firstSeed + i);
      out.push({ original: Buffer.from(original), small: Buffer.from(small) });
    }
  } finally {
    await page.close();
  }
  return out;
}

async function api(baseUrl, token, method, path, body) {
  const init = { method, headers: { authorization: `Bearer ${token}` } };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers["content-type"] = "application/json";
  }
  const res = await fetch(`${baseUrl}/api${path}`, init);
  const json = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(json)}`);
  return json.data;
}

export async function apiToken(baseUrl, email, password) {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`API sign-in as ${email} answered ${res.status}`);
  return json.data.token;
}

async function uploadPhoto(baseUrl, token, photo, name) {
  const form = new FormData();
  form.append("file", new Blob([photo.original], { type: "image/jpeg" }), `${name}.jpg`);
  form.append("thumbnail", new Blob([photo.small], { type: "image/jpeg" }), `${name}-small.jpg`);
  form.append("kind", "PHOTO");
  return (await api(baseUrl, token, "POST", "/media", form)).id;
}

/** A complete draft (every wizard step) of vehicle number `n`, with its photos and launch settings. */
export function draftBody({ n, plate, vin, makeId, modelId, photos, locationId, description, settings }) {
  const year = 2015 + (n % 9);
  return {
    formStep: 11,
    basicData: {
      registrationPlate: plate,
      makeId,
      modelId,
      derivative: "1.5 Titanium 5dr",
      mileage: 20000 + n * 3100,
      year,
      dateOfFirstRegistration: `${year}-03-01`,
      colour: "Blue",
      carType: "Hatchback",
      doors: 5,
      fuel: "Petrol",
      engineSize: 1499,
      transmission: "Manual",
      previousKeepersInTotal: 2,
      vin,
    },
    vehicleMedia: { photos },
    tyreThreadDepths: { nearsideFront: 5, nearsideRear: 5, offsideFront: 6, offsideRear: 6 },
    serviceHistory: { type: "NONE" },
    vehicleFeatures: { vehicleFeaturesDictionaryIds: [1] },
    descriptionAndSettings: { description, locationId, ...settings },
  };
}

/**
 * Saves `count` complete drafts for the seller (each with its own cover photo and the shared
 * others uploaded again, as a dealer's camera roll would be), launching the first `launch` of them.
 * Answers the draft ids and the bytes uploaded.
 */
export async function listVehicles(baseUrl, token, { covers, others, count, launch }) {
  const makes = await api(baseUrl, token, "GET", "/vehicle-make");
  const [location] = await api(baseUrl, token, "GET", "/account/organization-locations");
  const ids = [];
  let uploaded = 0;
  for (let v = 0; v < count; v++) {
    const make = makes[v % makes.length];
    const { models } = await api(baseUrl, token, "GET", `/vehicle-make/${make.id}`);
    const photos = [];
    for (let p = 0; p < PERSPECTIVE_COUNT; p++) {
      const photo = p === 0 ? covers[v % covers.length] : others[(p - 1) % others.length];
      uploaded += photo.original.length + photo.small.length;
      photos.push({ mediaMetadataId: await uploadPhoto(baseUrl, token, photo, `v${v}-p${p}`), damages: [] });
    }
    const saved = await api(
      baseUrl,
      token,
      "POST",
      "/auction/draft",
      draftBody({
        n: v,
        plate: `BN${String(10 + v).slice(-2)} WIZ`,
        vin: `WF0XXXGCDX${String(2000000 + v).slice(-7)}`,
        makeId: make.id,
        modelId: models[0].id,
        photos,
        locationId: location.id,
        description: "One owner from new, two keys, tidy inside and out.",
        settings: {
          type: "MINIMUM_PRICE",
          minimumPriceInPence: 500000 + v * 25000,
          timeOption: 10080,
          publishTarget: "EVERYWHERE",
        },
      }),
    );
    if (Object.keys(saved.validationErrors ?? {}).length)
      throw new Error(`draft ${saved.id} has errors: ${JSON.stringify(saved.validationErrors)}`);
    ids.push(saved.id);
    if (v < launch) {
      const draft = await api(baseUrl, token, "GET", `/auction/draft/${saved.id}`);
      await api(baseUrl, token, "POST", "/auction", {
        id: saved.id,
        version: draft.auctionVersion,
        type: "MINIMUM_PRICE",
        minimumPriceInPence: 500000 + v * 25000,
        autoAcceptPriceInPence: null,
        timeOption: 10080,
        publishTarget: "EVERYWHERE",
        tryingToDealDeliveryDateType: null,
        tryingToDealDeliveryDate: null,
      });
    }
  }
  return { ids, uploaded };
}
