// Test-only set-up for browser tests (mounted only in test mode, see isTestMode: never in
// production): a live auction for a seller, and an access token for a member so a test can
// act as a second dealer through the real API. The listing wizard is another screen's concern, so
// the auction is written as a complete draft and launched through its room like any other.
import { z } from "zod";
import type { ApiContext, Route } from "../../api/types";
import { testPosts } from "../../api/test-route";
import { badRequest, json, notFound } from "../../api/http";
import { ACCESS_TOKEN_TTL_SECONDS, randomToken, signToken } from "../../api/jwt";
import { SUPER_ADMIN_ROLE } from "../../contract/accounts";
import { AUCTION_TYPES, PUBLISH_TARGETS, TIME_OPTIONS } from "../../contract/auctions";
import { openingMinimumInPence } from "../../contract/bidding-rules";
import { PHOTO_PERSPECTIVES } from "../../contract/vehicles";
import { auctionRoom, unwrap } from "../room/room-client";
import { dueAuctionStatements } from "./due-test-auction";

const CreateAuctionSchema = z.object({
  sellerEmail: z.string().email(),
  make: z.string().min(1).max(50).default("Ford"),
  model: z.string().min(1).max(50).default("Focus"),
  derivative: z.string().max(150).default("1.0 EcoBoost Titanium 5dr"),
  registrationPlate: z.string().max(10).optional(),
  year: z.number().int().default(2019),
  mileage: z.number().int().default(42000),
  type: z.enum(AUCTION_TYPES).default("MINIMUM_PRICE"),
  minimumPriceInPence: z.number().int().positive().nullable().default(100000),
  /** A Buy Now price (decision 0136); the launch form's rules are not checked here. */
  buyNowPriceInPence: z.number().int().positive().nullable().default(null),
  timeOption: z
    .number()
    .int()
    .refine((t) => (TIME_OPTIONS as readonly number[]).includes(t))
    .default(1440),
  publishTarget: z.enum(PUBLISH_TARGETS).default("EVERYWHERE"),
  photos: z.number().int().min(0).max(20).default(12),
  /** false: leave it a complete DRAFT (the seller's tests launch, edit and delete drafts). */
  launch: z.boolean().default(true),
  /** Instead of a launch: written live (or awaiting acceptance) straight into D1, due this many seconds from now. */
  dueInSeconds: z.number().int().min(1).max(3600).optional(),
  dueStage: z.enum(["PUBLISHED", "TO_ACCEPT"]).default("PUBLISHED"),
  /** A buyer with one bid on it (required for TO_ACCEPT), of bidInPence or the opening minimum. */
  bidderEmail: z.string().email().optional(),
  bidInPence: z.number().int().positive().optional(),
});

const TokenSchema = z.object({ email: z.string().email() });

async function memberByEmail(c: ApiContext, email: string) {
  const member = await c.env.DB.prepare(
    `SELECT m.id, m.organization_id AS organizationId, m.is_owner AS isOwner, m.is_buyer AS isBuyer,
       m.is_seller AS isSeller, m.is_transaction_acceptor AS isTransactionAcceptor, m.is_admin AS isAdmin,
       m.status, m.roles_version AS rolesVersion, o.group_id AS groupId
     FROM members m LEFT JOIN organizations o ON o.id = m.organization_id WHERE m.email = ?`,
  )
    .bind(email.toLowerCase())
    .first<{
      id: number;
      organizationId: number | null;
      isOwner: number;
      isBuyer: number;
      isSeller: number;
      isTransactionAcceptor: number;
      isAdmin: number;
      status: string;
      rolesVersion: number;
      groupId: number | null;
    }>();
  if (!member) throw notFound("No such member");
  return member;
}

async function makeAndModel(db: D1Database, make: string, model: string): Promise<{ makeId: number; modelId: number }> {
  const makeRow =
    (await db.prepare("SELECT id FROM vehicle_makes WHERE name = ?").bind(make).first<{ id: number }>()) ??
    (await db
      .prepare("INSERT INTO vehicle_makes (name, slug) VALUES (?, ?) RETURNING id")
      .bind(make, make.toLowerCase().replace(/[^a-z0-9]+/g, "-"))
      .first<{ id: number }>());
  const makeId = makeRow!.id;
  const modelRow =
    (await db
      .prepare("SELECT id FROM vehicle_models WHERE make_id = ? AND name = ?")
      .bind(makeId, model)
      .first<{ id: number }>()) ??
    (await db
      .prepare("INSERT INTO vehicle_models (make_id, name) VALUES (?, ?) RETURNING id")
      .bind(makeId, model)
      .first<{ id: number }>());
  return { makeId, modelId: modelRow!.id };
}

/** The draft just written, made due `dueInSeconds` from now without its room (due-test-auction.ts). */
async function writeDue(c: ApiContext, auctionId: number, body: z.infer<typeof CreateAuctionSchema>) {
  const nowMs = c.clock.now();
  const deadlineMs = nowMs + body.dueInSeconds! * 1000;
  // Below any reserve the caller sets (a PHYSICAL or TRYING_TO_DEAL auction), so the seller decides.
  if (body.dueStage === "TO_ACCEPT" && !body.bidderEmail) throw badRequest("A TO_ACCEPT auction needs bidderEmail");
  const openingInPence = openingMinimumInPence(body);
  let bid;
  if (body.bidderEmail) {
    const bidder = await memberByEmail(c, body.bidderEmail);
    const amountInPence = body.bidInPence ?? openingInPence;
    bid = { bidderId: bidder.id, bidderOrganizationId: bidder.organizationId!, amountInPence };
  }
  const due = { auctionId, stage: body.dueStage, deadlineMs, nowMs, bid, openingInPence };
  await c.env.DB.batch(dueAuctionStatements(c.env.DB, due));
  const at = new Date(deadlineMs).toISOString();
  return { id: auctionId, version: body.dueStage === "PUBLISHED" ? 1 : 2, deadline: at };
}

export const buyerTestRoutes: Route[] = testPosts({
  "/test/auctions": {
    summary: "Create a live auction (or a complete draft) for a seller",
    body: CreateAuctionSchema,
    handler: async (c, body) => {
      const seller = await memberByEmail(c, body.sellerEmail);
      const orgId = seller.organizationId;
      if (orgId === null) throw notFound("The seller has no organisation");
      const db = c.env.DB;
      const { makeId, modelId } = await makeAndModel(db, body.make, body.model);
      const location = await db
        .prepare("SELECT id FROM locations WHERE organization_id = ? ORDER BY is_main DESC, id LIMIT 1")
        .bind(orgId)
        .first<{ id: number }>();
      const plate =
        body.registrationPlate ??
        `T${randomToken(4)
          .replace(/[^A-Za-z0-9]/g, "")
          .slice(0, 6)
          .toUpperCase()}`;
      const vehicle = await db
        .prepare(
          `INSERT INTO vehicles (organization_id, seller_id, registration_plate, make_id, model_id, derivative, mileage, year,
             date_of_first_registration, colour, car_type, doors, fuel, engine_size, transmission, previous_keepers_in_total, vin,
             description, tire_nearside_front_mm, tire_offside_front_mm, tire_nearside_rear_mm, tire_offside_rear_mm,
             service_history_type, service_history_records, features)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, 'Blue', 'Hatchback', 5, 'Petrol', 999, 'Manual', 2, ?10,
             'Tidy example, two keys.', 5, 5, 4, 4, 'FULL',
             '[{"date":"2023-03-01","mileage":30000,"serviceName":"Annual service"}]',
             '{"dictionary":[{"id":1,"value":"Sat Nav"}],"custom":["Tow bar"]}') RETURNING id`,
        )
        .bind(
          orgId,
          seller.id,
          plate,
          makeId,
          modelId,
          body.derivative,
          body.mileage,
          body.year,
          `${body.year}-03-01`,
          `wf0xxxgcdx${plate}`.slice(0, 17),
        )
        .first<{ id: number }>();
      const vehicleId = vehicle!.id;
      // Photo rows whose files are not in the bucket: the lists show their fallback image.
      const photo = db.prepare(
        `INSERT INTO vehicle_media (vehicle_id, organization_id, uploaded_by, r2_key, content_type, kind, perspective, sort_number)
         VALUES (?, ?, ?, ?, 'image/jpeg', 'PHOTO', ?, ?)`,
      );
      const photos = Array.from({ length: body.photos }, (_, i) =>
        photo.bind(
          vehicleId,
          orgId,
          seller.id,
          `test/missing-${vehicleId}-${i + 1}.jpg`,
          PHOTO_PERSPECTIVES[Math.min(i, 12)],
          i + 1,
        ),
      );
      if (photos.length) await db.batch(photos);
      const auction = await db
        .prepare(
          "INSERT INTO auctions (vehicle_id, organization_id, seller_id, location_id, make_id, status) VALUES (?, ?, ?, ?, ?, 'DRAFT') RETURNING id",
        )
        .bind(vehicleId, orgId, seller.id, location?.id ?? null, makeId)
        .first<{ id: number }>();
      const auctionId = auction!.id;
      if (!body.launch || body.dueInSeconds !== undefined) {
        // The wizard's last step saves the chosen settings on the draft; the detail shows its duration.
        await db
          .prepare("UPDATE auctions SET type = ?, time_option = ?, minimum_price_in_pence = ? WHERE id = ?")
          .bind(body.type, body.timeOption, body.type === "TRYING_TO_DEAL" ? null : body.minimumPriceInPence, auctionId)
          .run();
        if (body.dueInSeconds !== undefined) return json(await writeDue(c, auctionId, body));
        return json({ id: auctionId, version: 0, endsOn: null, registrationPlate: plate });
      }
      const snapshot = unwrap(
        await auctionRoom(c.env, auctionId).publish({
          auctionId,
          version: 0,
          settings: {
            type: body.type,
            minimumPriceInPence: body.type === "TRYING_TO_DEAL" ? null : body.minimumPriceInPence,
            autoAcceptPriceInPence: null,
            buyNowPriceInPence: body.buyNowPriceInPence,
            timeOption: body.timeOption,
            publishTarget: seller.groupId === null ? "EVERYWHERE" : body.publishTarget,
            groupId: seller.groupId,
            tryingToDealDeliveryDateType: body.type === "TRYING_TO_DEAL" ? "ONE_WEEK" : null,
            tryingToDealDeliveryDate: null,
          },
        }),
      );
      return json({ id: auctionId, version: snapshot.version, endsOn: snapshot.endsOn, registrationPlate: plate });
    },
  },
  "/test/token": {
    summary: "Mint an access token for any member",
    body: TokenSchema,
    handler: async (c, { email }) => {
      const m = await memberByEmail(c, email);
      const iat = Math.floor(c.clock.now() / 1000);
      const token = await signToken(
        {
          iat,
          exp: iat + ACCESS_TOKEN_TTL_SECONDS,
          roles: m.isAdmin ? [SUPER_ADMIN_ROLE] : ["DEALER"],
          isBuyer: !!m.isBuyer,
          isOwner: !!m.isOwner,
          isSeller: !!m.isSeller,
          isTransactionAcceptor: !!m.isTransactionAcceptor,
          organizationId: m.organizationId,
          id: m.id,
          status: m.status,
          _st: randomToken(12),
          rv: m.rolesVersion,
        },
        c.env.JWT_SECRET,
      );
      return json({ token });
    },
  },
});
