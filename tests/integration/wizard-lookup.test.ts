// POST /cap/make (spec 001 sections 2.1, 4.6 and 7) with the demo table and, with DVLA_API_KEY
// set, with the DVLA adapter against a local fake of its API; and the wizard's check calls.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { createMember, createOrganization, ensureMake, signTokenFor } from "../support/fixtures";
import { startDvlaFake, type DvlaFake } from "../support/fakes/dvla";
import { LAUNCH_MESSAGES } from "../../functions/contract/messages/auction";

let demo: TestWorker;
let dvla: TestWorker;
let fake: DvlaFake;
let demoToken: string;
let dvlaToken: string;

beforeAll(async () => {
  fake = await startDvlaFake();
  [demo, dvla] = await Promise.all([
    startWorker(),
    startWorker({ bindings: { DVLA_API_KEY: "dvla-test-key", DVLA_API_URL: fake.url } }),
  ]);
  await ensureMake(demo, "Ford", "Fiesta");
  await ensureMake(dvla, "Volkswagen", "Golf");
  demoToken = await signTokenFor(await createMember(demo, await createOrganization(demo), { isSeller: true }));
  dvlaToken = await signTokenFor(await createMember(dvla, await createOrganization(dvla), { isSeller: true }));
});
afterAll(async () => {
  await Promise.all([demo?.dispose(), dvla?.dispose()]);
  await fake?.close();
});

describe("POST /cap/make", () => {
  it("answers a demo registration with this install's make and model ids", async () => {
    const res = await demo.api<Record<string, unknown>>("POST", "/cap/make", {
      token: demoToken,
      body: { registrationPlate: "ab19 cde" },
    });
    const ids = await demo.sql<{ makeId: number; modelId: number }>(
      "SELECT mk.id AS makeId, md.id AS modelId FROM vehicle_makes mk JOIN vehicle_models md ON md.make_id = mk.id WHERE mk.name = 'Ford' AND md.name = 'Fiesta'",
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      registrationPlate: "AB19 CDE",
      makeName: "Ford",
      modelName: "Fiesta",
      ...ids[0],
      fuel: "Petrol",
      engineSize: 999,
    });
  });

  it("answers 412 for an unknown plate and field errors for a bad one", async () => {
    const unknown = await demo.api("POST", "/cap/make", { token: demoToken, body: { registrationPlate: "ZZ99ZZZ" } });
    expect(unknown.status).toBe(412);
    const long = await demo.api("POST", "/cap/make", { token: demoToken, body: { registrationPlate: "ABCDEFGHIJK" } });
    expect(long.status).toBe(412);
    expect(long.body.fieldErrors).toEqual({ registrationPlate: ["Max length equals 10 characters"] });
  });

  it("asks DVLA with the key when one is set, and maps its answer", async () => {
    const res = await dvla.api<Record<string, unknown>>("POST", "/cap/make", {
      token: dvlaToken,
      body: { registrationPlate: "WN67 DSO" },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      makeName: "Volkswagen",
      modelId: null,
      colour: "Silver",
      fuel: "Diesel",
      engineSize: 1598,
      year: 2017,
      dateOfFirstRegistration: "2017-11-01",
      mot: "2027-01-31",
    });
    expect(typeof res.body.data!.makeId).toBe("number");
    expect(fake.requests.at(-1)).toEqual({
      path: "/vehicle-enquiry/v1/vehicles",
      apiKey: "dvla-test-key",
      body: { registrationNumber: "WN67DSO" },
    });
    const missing = await dvla.api("POST", "/cap/make", { token: dvlaToken, body: { registrationPlate: "AB19CDE" } });
    expect(missing.status).toBe(412);
  });
});

describe("the wizard's check calls", () => {
  it("checks launch settings with the spec's messages", async () => {
    const res = await demo.api("POST", "/auction/validate-description-and-settings", {
      token: demoToken,
      body: { description: "", type: "MINIMUM_PRICE", minimumPriceInPence: 0, timeOption: 60 },
    });
    expect(res.status).toBe(412);
    expect(res.body.fieldErrors).toMatchObject({
      description: ["Description must be between 1 and 10000 characters"],
      minimumPriceInPence: ["No reserve price must be greater than 0"],
      locationId: ["Field is required"],
    });
    // The wizard's Launch carries the optional Buy Now price too (decision 0136): never under the reserve.
    const buyNow = await demo.api("POST", "/auction/validate-description-and-settings", {
      token: demoToken,
      body: { type: "PHYSICAL", minimumPriceInPence: 500000, buyNowPriceInPence: 450000, timeOption: 60 },
    });
    expect(buyNow.status).toBe(412);
    expect(buyNow.body.fieldErrors?.buyNowPriceInPence).toEqual([LAUNCH_MESSAGES.buyNowBelowReserve]);
  });

  it("checks tyres, service history and photos", async () => {
    const tyres = await demo.api("POST", "/auction/validate-tyre-tread-depths", {
      token: demoToken,
      body: { nearsideFront: 9, nearsideRear: 4, offsideFront: 4, offsideRear: 4 },
    });
    expect(tyres.status).toBe(412);
    const service = await demo.api("POST", "/auction/validate-service-history", {
      token: demoToken,
      body: { type: "FULL" },
    });
    expect(service.body.fieldErrors).toEqual({ type: ["Manual records or scans should be specified"] });
    const none = await demo.api("POST", "/auction/validate-service-history", {
      token: demoToken,
      body: { type: "NONE" },
    });
    expect(none.status).toBe(200);
    const media = await demo.api("POST", "/auction/validate-vehicle-media", {
      token: demoToken,
      body: { photos: [{ mediaMetadataId: 1 }] },
    });
    expect(media.body.fieldErrors).toEqual({ photos: ["Not enough photos"] });
  });

  it("stores the member's default description", async () => {
    await demo.api("POST", "/organization-member/default-description", {
      token: demoToken,
      body: { defaultDescription: "  Part exchange to clear.  " },
    });
    const res = await demo.api("GET", "/organization-member/default-description", { token: demoToken });
    expect(res.body.data).toEqual({ defaultDescription: "Part exchange to clear." });
  });
});
