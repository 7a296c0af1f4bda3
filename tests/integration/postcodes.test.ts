// The postcode rule of decision 0030 through the API: without the ONS directory a well-formed
// postcode with a known outward code exists at that code's centroid; once directory rows are
// present only directory postcodes exist.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.dispose());

const validate = (postalCode: string) =>
  worker.api<boolean>("GET", `/postal-code/validate?postalCode=${encodeURIComponent(postalCode)}`);
const search = (text: string) =>
  worker.api<{ id: number; postcode: string }[]>("POST", "/postal-code", { body: { search: text } });

describe("postcodes on a fresh install (outward codes only)", () => {
  it("seeds the 2,848 outward codes into every test Worker", async () => {
    const [{ n }] = await worker.sql<{ n: number }>("SELECT COUNT(*) AS n FROM postcode_outcodes");
    expect(n).toBe(2848);
    const [douglas] = await worker.sql<{ town: string }>("SELECT town FROM postcode_outcodes WHERE outcode = 'IM1'");
    expect(douglas.town).toBe("Douglas, Braddan");
  });

  it("accepts a well-formed postcode of a known outward code, and nothing else", async () => {
    expect((await validate("ls1 4ap")).body.data).toBe(true);
    expect((await validate("ZZ9 9ZZ")).body.data).toBe(false);
    expect((await validate("LS1")).body.data).toBe(false);
    // Validation stores nothing.
    expect(await worker.sql("SELECT * FROM postal_codes")).toEqual([]);
  });

  it("offers a complete postcode in the live search, stored at its outward code's centroid", async () => {
    const res = await search("M1 1AE");
    expect(res.body.data).toEqual([{ id: expect.any(Number), postcode: "M1 1AE" }]);
    const [row] = await worker.sql<{ latitude: number; longitude: number; source: string }>(
      "SELECT * FROM postal_codes WHERE postcode = 'M1 1AE'",
    );
    const [centroid] = await worker.sql<{ latitude: number; longitude: number }>(
      "SELECT * FROM postcode_outcodes WHERE outcode = 'M1'",
    );
    expect(row).toMatchObject({ latitude: centroid.latitude, longitude: centroid.longitude, source: "OUTCODE" });
    expect((await search("M1 1")).body.data).toEqual([{ id: res.body.data![0].id, postcode: "M1 1AE" }]);
  });

  it("needs the postcode itself once the ONS directory is imported", async () => {
    await worker.sql("INSERT INTO postal_codes (postcode, latitude, longitude) VALUES ('SW1A 1AA', 51.501, -0.1416)");
    expect((await validate("SW1A 1AA")).body.data).toBe(true);
    expect((await validate("SW1A 2ZZ")).body.data).toBe(false);
    expect((await validate("M1 1AE")).body.data).toBe(false);
  });
});
