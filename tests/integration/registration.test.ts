// Dealer registration through the built Worker's API (spec 000 sections 2, 5, 7): every step's
// validation call, the fee tables, the card step without Stripe keys, and POST /registration with
// its duplicates. Postcodes come from the outward codes every test Worker is seeded with (0030).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../support/worker";
import { REGISTRATION_MESSAGES as M } from "../../functions/contract/messages/registration";

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.dispose());

const role = { organizationRole: "INDEPENDENT_DEALER", roles: ["BUYER", "SELLER"] };
const company = {
  officialCompanyName: "Riverside Motors Ltd",
  tradeName: "Riverside Motors",
  vatNumber: "GB999000111",
  companyRegisterNumber: "01234567",
};
const address = {
  postalCode: "LS1 4AP",
  address: "1 Kirkgate",
  address2: "",
  city: "Leeds",
  county: "West Yorkshire",
  phoneNumber: "01134960000",
  mobileNumber: "",
  website: "www.riverside.test",
};
const profile = {
  firstName: "Rita",
  lastName: "O'Neill",
  position: "OWNER",
  email: "rita@riverside.test",
  password: "secret1",
  passwordRepeat: "secret1",
  acceptTos: true,
  acceptNewsletter: true,
};
const full = (over: Record<string, unknown> = {}) => ({
  organizationRoleForm: role,
  organizationForm: { ...company, ...address },
  mainProfileForm: profile,
  creditCardForm: { skipCard: true },
  ...over,
});

describe("POST /registration/validate-organization-role", () => {
  it("accepts a dealer type with roles", async () => {
    const res = await worker.api("POST", "/registration/validate-organization-role", { body: role });
    expect(res.status).toBe(200);
  });

  it("answers 412 'Invalid values' with 'Role is required' when nothing is chosen", async () => {
    const res = await worker.api("POST", "/registration/validate-organization-role", { body: {} });
    expect(res.status).toBe(412);
    expect(res.body.message).toBe("Invalid values");
    expect(res.body.fieldErrors).toMatchObject({ organizationRole: ["Role is required"], roles: ["Role is required"] });
  });

  it("allows transaction management only with seller", async () => {
    const res = await worker.api("POST", "/registration/validate-organization-role", {
      body: { organizationRole: "FRANCHISED_DEALER", roles: ["BUYER", "TRANSACTION_MANAGEMENT"] },
    });
    expect(res.status).toBe(412);
    expect(res.body.fieldErrors).toEqual({ roles: [M.transactionNeedsSeller] });
  });
});

describe("POST /registration/validate-organization", () => {
  const validate = (part: string, form: Record<string, unknown>) =>
    worker.api("POST", "/registration/validate-organization", {
      body: { part, organizationRoleForm: role, organizationForm: form },
    });

  it("checks the company part: VAT required, 9 to 12 characters, names at most 50", async () => {
    expect((await validate("company", company)).status).toBe(200);
    const empty = await validate("company", { ...company, vatNumber: "" });
    expect(empty.status).toBe(412);
    expect(empty.body.fieldErrors).toEqual({ vatNumber: ["Field is required"] });
    const short = await validate("company", { ...company, vatNumber: "GB1", tradeName: "x".repeat(51) });
    expect(short.body.fieldErrors).toEqual({
      vatNumber: ["Min length equals 9 characters"],
      tradeName: ["Max length equals 50 characters"],
    });
    const long = await validate("company", { ...company, vatNumber: "GB1234567890123" });
    expect(long.body.fieldErrors).toEqual({ vatNumber: ["Max length equals 12 characters"] });
  });

  it("checks the address: postcode exists, numbers only for phones, website format", async () => {
    expect((await validate("address", address)).status).toBe(200);
    const bad = await validate("address", { ...address, phoneNumber: "0113 abc", website: "not a site", city: "" });
    expect(bad.status).toBe(412);
    expect(bad.body.fieldErrors).toEqual({
      phoneNumber: ["Type only numbers"],
      website: [M.websiteWrongFormat],
      city: ["Field is required"],
    });
    const unknown = await validate("address", { ...address, postalCode: "ZZ9 9ZZ" });
    expect(unknown.body.fieldErrors).toEqual({ postalCode: ["Provided postal code does not exist"] });
    const tooShort = await validate("address", { ...address, postalCode: "LS1" });
    expect(tooShort.body.fieldErrors).toEqual({ postalCode: ["Min length equals 6 characters"] });
  });

  it("refuses a bad role form sent with the organisation form", async () => {
    const res = await worker.api("POST", "/registration/validate-organization", {
      body: { organizationRoleForm: {}, organizationForm: { ...company, ...address } },
    });
    expect(res.status).toBe(412);
    expect(res.body.fieldErrors?.organizationRole).toEqual(["Role is required"]);
  });
});

describe("POST /registration/validate-main-profile", () => {
  it("accepts good details", async () => {
    expect((await worker.api("POST", "/registration/validate-main-profile", { body: profile })).status).toBe(200);
  });

  it("gives every message of spec 000 section 5", async () => {
    const res = await worker.api("POST", "/registration/validate-main-profile", {
      body: {
        firstName: "R2D2",
        lastName: "x".repeat(51),
        position: "",
        email: "rita@",
        password: "abc",
        passwordRepeat: "abd",
        acceptTos: false,
      },
    });
    expect(res.status).toBe(412);
    expect(res.body.message).toBe("Invalid values");
    expect(res.body.fieldErrors).toEqual({
      firstName: ["Type correct characters"],
      lastName: ["Max length equals 50 characters"],
      position: ["Field is required"],
      email: ["Email has the wrong format"],
      password: ["Password is too short - should be 6 chars minimum."],
      passwordRepeat: ["Password must be the same"],
      acceptTos: ["Field is required"],
    });
  });
});

describe("GET /registration/fees-settings and the card step", () => {
  it("lists six bands with seller and buyer fees in pence", async () => {
    const res = await worker.api<{
      bands: { fromInPence: number; toInPence: number | null; buyerFeeInPence: number }[];
    }>("GET", "/registration/fees-settings");
    expect(res.status).toBe(200);
    expect(res.body.data!.bands).toHaveLength(6);
    expect(res.body.data!.bands[0]).toMatchObject({ fromInPence: 0, toInPence: 100000, buyerFeeInPence: 3500 });
    expect(res.body.data!.bands[5].toInPence).toBeNull();
  });

  it("says plainly that payments are off without Stripe keys", async () => {
    const res = await worker.api("GET", "/registration/stripe-client-secret");
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ errorCode: "PAYMENTS_DISABLED", message: M.paymentsOff });
  });
});

describe("POST /registration", () => {
  it("creates a PENDING organisation with its trial, main location and owner, and emails the team", async () => {
    const res = await worker.api<{ organizationId: number; memberId: number; message: string }>(
      "POST",
      "/registration",
      { body: full() },
    );
    expect(res.status).toBe(200);
    expect(res.body.data!.message).toBe("Thank you for registering");
    const [org] = await worker.sql<Record<string, unknown>>(
      "SELECT * FROM organizations WHERE id = ?",
      res.body.data!.organizationId,
    );
    expect(org).toMatchObject({
      status: "PENDING",
      dealer_type: "INDEPENDENT_DEALER",
      is_buyer: 1,
      is_seller: 1,
      is_transaction_management: 0,
      vat_number: "GB999000111",
    });
    expect(Date.now() - Date.parse(String(org.trial_started_on))).toBeLessThan(60_000);
    const [loc] = await worker.sql<Record<string, unknown>>(
      "SELECT l.*, p.postcode, p.latitude, p.source FROM locations l JOIN postal_codes p ON p.id = l.postal_code_id WHERE l.organization_id = ?",
      org.id,
    );
    // LS1's centroid (uk-outcodes.csv), since no directory is imported here.
    expect(loc).toMatchObject({ is_main: 1, postcode: "LS1 4AP", source: "OUTCODE", city: "Leeds" });
    expect(Number(loc.latitude)).toBeCloseTo(53.797, 2);
    const [owner] = await worker.sql<Record<string, unknown>>(
      "SELECT * FROM members WHERE id = ?",
      res.body.data!.memberId,
    );
    expect(owner).toMatchObject({
      email: "rita@riverside.test",
      is_owner: 1,
      is_buyer: 1,
      is_seller: 1,
      status: "ACTIVE",
      location_id: loc.id,
    });
    const mail = await worker.sql<{ to_address: string; subject: string }>(
      "SELECT to_address, subject FROM email_outbox ORDER BY id",
    );
    expect(mail).toEqual([
      { to_address: "support@tradeauction.test", subject: "New registration to verify: Riverside Motors" },
      { to_address: "rita@riverside.test", subject: "Thank you for registering" },
    ]);
    // The owner can sign in; the organisation waits for verification.
    const login = await worker.api<{ token: string }>("POST", "/auth/login", {
      body: { email: "rita@riverside.test", password: "secret1" },
    });
    expect(login.status).toBe(200);
  });

  it("refuses the same email or VAT number again with a field error, never a second account", async () => {
    const again = await worker.api("POST", "/registration", {
      body: full({
        organizationForm: { ...company, ...address, vatNumber: "gb 999 000 111" },
        mainProfileForm: { ...profile, email: "RITA@riverside.test" },
      }),
    });
    expect(again.status).toBe(412);
    expect(again.body.fieldErrors).toEqual({ vatNumber: [M.duplicateVat], email: [M.duplicateEmail] });
    const step2 = await worker.api("POST", "/registration/validate-organization", {
      body: { part: "company", organizationRoleForm: role, organizationForm: company },
    });
    expect(step2.body.fieldErrors).toEqual({ vatNumber: [M.duplicateVat] });
    const step4 = await worker.api("POST", "/registration/validate-main-profile", { body: profile });
    expect(step4.body.fieldErrors).toEqual({ email: [M.duplicateEmail] });
    const [{ n }] = await worker.sql<{ n: number }>("SELECT COUNT(*) AS n FROM organizations");
    expect(n).toBe(1);
  });

  it("needs a cardholder name from a franchised dealer, and checks every form at once", async () => {
    const res = await worker.api("POST", "/registration", {
      body: full({
        organizationRoleForm: { organizationRole: "FRANCHISED_DEALER", roles: ["BUYER"] },
        organizationForm: { ...company, ...address, vatNumber: "GB999000222" },
        mainProfileForm: { ...profile, email: "frank@franchise.test" },
      }),
    });
    expect(res.status).toBe(412);
    expect(res.body.fieldErrors).toEqual({ cardholder: ["Field is required"] });
    const bad = await worker.api("POST", "/registration", {
      body: { organizationRoleForm: {}, organizationForm: {}, mainProfileForm: {} },
    });
    expect(bad.status).toBe(412);
    expect(Object.keys(bad.body.fieldErrors!)).toEqual(
      expect.arrayContaining(["organizationRole", "vatNumber", "postalCode", "email", "acceptTos"]),
    );
    const junk = await worker.api("POST", "/registration", { body: "[1,2" });
    expect(junk.status).toBe(400);
  });
});
