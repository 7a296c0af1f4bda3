// Data factories for integration tests: organisations, members, tokens signed with the test
// secret (no PBKDF2 per member), and complete draft listings ready to launch.
import { signToken } from "../../functions/api/jwt";
import { accessClaims, type MemberRow } from "../../functions/accounts/sign-in";
import { PHOTO_PERSPECTIVES } from "../../functions/contract/vehicles";
import { TEST_SECRETS, type TestWorker } from "./worker";

let counter = 0;
const next = () => ++counter;

/** A trial start far enough back that fees apply; pass `trialStartedOn: new Date().toISOString()` for a trial. */
export const TRIAL_OVER = "2020-01-01T00:00:00.000Z";

async function insert(worker: TestWorker, query: string, ...params: unknown[]): Promise<number> {
  const rows = await worker.sql<{ id: number }>(`${query} RETURNING id`, ...params);
  return rows[0].id;
}

export async function createGroup(worker: TestWorker, name = `Group ${next()}`): Promise<number> {
  return insert(worker, "INSERT INTO organization_groups (name) VALUES (?)", name);
}

export interface OrgFixture {
  id: number;
  groupId: number | null;
  locationId: number;
  tradeName: string;
}

export async function createOrganization(
  worker: TestWorker,
  options: { tradeName?: string; groupId?: number | null; trialStartedOn?: string; status?: string } = {},
): Promise<OrgFixture> {
  const n = next();
  const tradeName = options.tradeName ?? `Dealer ${n}`;
  const id = await insert(
    worker,
    `INSERT INTO organizations (official_company_name, trade_name, vat_number, dealer_type, group_id, status,
       trial_started_on, email, phone_number, landline_phone_number)
     VALUES (?, ?, ?, 'INDEPENDENT_DEALER', ?, ?, ?, ?, ?, ?)`,
    `${tradeName} Ltd`,
    tradeName,
    `GB${100000000 + n}`,
    options.groupId ?? null,
    options.status ?? "ACTIVE",
    options.trialStartedOn ?? TRIAL_OVER,
    `office${n}@dealer.test`,
    `0113 496 ${String(1000 + n).slice(-4)}`,
    `0113 496 ${String(2000 + n).slice(-4)}`,
  );
  const postcodeId = await insert(
    worker,
    "INSERT INTO postal_codes (postcode, latitude, longitude, source) VALUES (?, 53.8, -1.55, 'SAMPLE')",
    `LS${n} 1AA`,
  );
  const locationId = await insert(
    worker,
    "INSERT INTO locations (organization_id, postal_code_id, address, city, county, is_main) VALUES (?, ?, ?, 'Leeds', 'West Yorkshire', 1)",
    id,
    postcodeId,
    `${n} Forecourt Road`,
  );
  return { id, groupId: options.groupId ?? null, locationId, tradeName };
}

export interface MemberFixture {
  id: number;
  organizationId: number;
  email: string;
  firstName: string;
  lastName: string;
  isOwner: boolean;
  isBuyer: boolean;
  isSeller: boolean;
  isTransactionAcceptor: boolean;
}

export async function createMember(
  worker: TestWorker,
  org: { id: number },
  roles: Partial<Pick<MemberFixture, "isOwner" | "isBuyer" | "isSeller" | "isTransactionAcceptor">> & {
    firstName?: string;
  } = {},
): Promise<MemberFixture> {
  const n = next();
  const m = {
    organizationId: org.id,
    email: `member${n}@dealer.test`,
    firstName: roles.firstName ?? `First${n}`,
    lastName: `Last${n}`,
    isOwner: roles.isOwner ?? false,
    isBuyer: roles.isBuyer ?? false,
    isSeller: roles.isSeller ?? false,
    isTransactionAcceptor: roles.isTransactionAcceptor ?? false,
  };
  const id = await insert(
    worker,
    `INSERT INTO members (organization_id, email, password_hash, first_name, last_name, phone_number,
       is_owner, is_buyer, is_seller, is_transaction_acceptor, status)
     VALUES (?, ?, 'not-used-tokens-are-signed-directly', ?, ?, ?, ?, ?, ?, ?, 'ACTIVE')`,
    m.organizationId,
    m.email,
    m.firstName,
    m.lastName,
    `07700 9${String(10000 + n).slice(-5)}`,
    m.isOwner ? 1 : 0,
    m.isBuyer ? 1 : 0,
    m.isSeller ? 1 : 0,
    m.isTransactionAcceptor ? 1 : 0,
  );
  return { id, ...m };
}

/** An access token for a member, with the claims sign-in would give, signed with the harness's secret. */
export async function signTokenFor(member: MemberFixture): Promise<string> {
  // Only the fields accessClaims reads; the rest of a member row does not matter to a token.
  const row = { ...member, isAdmin: false, status: "ACTIVE", rolesVersion: 0 } as unknown as MemberRow;
  const claims = accessClaims(
    row,
    { remember: false, streamToken: `stream-${member.id}`, impersonatorId: null },
    Date.now(),
  );
  return signToken(claims, TEST_SECRETS.JWT_SECRET);
}

export async function ensureMake(
  worker: TestWorker,
  name = "Ford",
  model = "Focus",
): Promise<{ makeId: number; modelId: number }> {
  const existing = await worker.sql<{ makeId: number; modelId: number }>(
    "SELECT mk.id AS makeId, md.id AS modelId FROM vehicle_makes mk JOIN vehicle_models md ON md.make_id = mk.id WHERE mk.name = ? AND md.name = ?",
    name,
    model,
  );
  if (existing[0]) return existing[0];
  const rows = await worker.sql<{ id: number }>("SELECT id FROM vehicle_makes WHERE name = ?", name);
  const makeId =
    rows[0]?.id ??
    (await insert(worker, "INSERT INTO vehicle_makes (name, slug) VALUES (?, ?)", name, name.toLowerCase()));
  const modelId = await insert(worker, "INSERT INTO vehicle_models (make_id, name) VALUES (?, ?)", makeId, model);
  return { makeId, modelId };
}

export interface DraftFixture {
  auctionId: number;
  vehicleId: number;
  version: number;
}

/** A complete listing (every wizard step filled, 12 photos) saved as a DRAFT, ready to launch. */
export async function createDraftAuction(
  worker: TestWorker,
  seller: MemberFixture,
  options: { locationId?: number | null; plate?: string; photos?: number } = {},
): Promise<DraftFixture> {
  const { makeId, modelId } = await ensureMake(worker);
  const n = next();
  const vehicleId = await insert(
    worker,
    `INSERT INTO vehicles (organization_id, seller_id, registration_plate, make_id, model_id, derivative, mileage, year,
       date_of_first_registration, colour, car_type, doors, fuel, engine_size, transmission, previous_keepers_in_total, vin,
       description, tire_nearside_front_mm, tire_offside_front_mm, tire_nearside_rear_mm, tire_offside_rear_mm,
       service_history_type, service_history_records, features)
     VALUES (?, ?, ?, ?, ?, '1.0 EcoBoost Titanium 5dr', 42000, 2019, '2019-03-01', 'Blue', 'Hatchback', 5, 'Petrol', 999,
       'Manual', 2, ?, 'Tidy example, two keys.', 5, 5, 4, 4, 'FULL',
       '[{"date":"2023-03-01","mileage":30000,"serviceName":"Annual service"}]',
       '{"dictionary":[{"id":1,"value":"Sat Nav"}],"custom":["Tow bar"]}')`,
    seller.organizationId,
    seller.id,
    options.plate ?? `T${String(n).padStart(2, "0")} EST`,
    makeId,
    modelId,
    `WF0XXXGCDX${String(1000000 + n).slice(-7)}`,
  );
  const photos = options.photos ?? 12;
  for (let i = 0; i < photos; i++) {
    await worker.sql(
      `INSERT INTO vehicle_media (vehicle_id, organization_id, uploaded_by, r2_key, content_type, kind, perspective, sort_number)
       VALUES (?, ?, ?, ?, 'image/png', 'PHOTO', ?, ?)`,
      vehicleId,
      seller.organizationId,
      seller.id,
      `test/photo-${i + 1}.png`,
      PHOTO_PERSPECTIVES[Math.min(i, PHOTO_PERSPECTIVES.length - 1)],
      i + 1,
    );
  }
  const locations = await worker.sql<{ id: number }>(
    "SELECT id FROM locations WHERE organization_id = ? ORDER BY id LIMIT 1",
    seller.organizationId,
  );
  const auctionId = await insert(
    worker,
    "INSERT INTO auctions (vehicle_id, organization_id, seller_id, location_id, make_id, status) VALUES (?, ?, ?, ?, ?, 'DRAFT')",
    vehicleId,
    seller.organizationId,
    seller.id,
    options.locationId === undefined ? (locations[0]?.id ?? null) : options.locationId,
    makeId,
  );
  return { auctionId, vehicleId, version: 0 };
}

export interface LaunchOptions {
  type?: "PHYSICAL" | "MINIMUM_PRICE" | "TRYING_TO_DEAL";
  minimumPriceInPence?: number | null;
  autoAcceptPriceInPence?: number | null;
  timeOption?: number;
  publishTarget?: "EVERYWHERE" | "GROUP_ONLY" | "GROUP_FIRST";
  tryingToDealDeliveryDateType?: string;
}

export function launchBody(version: number, o: LaunchOptions = {}) {
  const type = o.type ?? "MINIMUM_PRICE";
  return {
    type,
    minimumPriceInPence:
      o.minimumPriceInPence === undefined ? (type === "TRYING_TO_DEAL" ? null : 100000) : o.minimumPriceInPence,
    autoAcceptPriceInPence: o.autoAcceptPriceInPence ?? null,
    timeOption: o.timeOption ?? 60,
    publishTarget: o.publishTarget ?? "EVERYWHERE",
    tryingToDealDeliveryDateType: o.tryingToDealDeliveryDateType ?? (type === "TRYING_TO_DEAL" ? "ONE_WEEK" : null),
    tryingToDealDeliveryDate: null,
    version,
  };
}

export interface LiveAuction {
  auctionId: number;
  vehicleId: number;
  version: number;
  endsOn: string;
  launchedOn: string;
}

/** Creates a complete draft and launches it through the API. */
export async function createLiveAuction(
  worker: TestWorker,
  seller: MemberFixture,
  options: LaunchOptions = {},
): Promise<LiveAuction> {
  const draft = await createDraftAuction(worker, seller);
  const res = await worker.api<{ version: number; endsOn: string; launchedOn: string }>(
    "POST",
    `/auction/${draft.auctionId}/publish`,
    { token: await signTokenFor(seller), body: launchBody(draft.version, options) },
  );
  if (res.status !== 200 || !res.body.data)
    throw new Error(`publish failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...draft, ...res.body.data };
}

/** Moves one auction room's clock (test-only route) and runs what fell due, as its alarm would. */
export async function setRoomClock(worker: TestWorker, auctionId: number, at: string | number, runAlarm = true) {
  const now = typeof at === "number" ? new Date(at).toISOString() : at;
  const res = await worker.api<{ status: string; version: number }>("POST", `/test/auction/${auctionId}/clock`, {
    body: { now, runAlarm },
  });
  if (res.status !== 200) throw new Error(`clock failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data!;
}

export const plusMs = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();
export const HOUR = 60 * 60 * 1000;
