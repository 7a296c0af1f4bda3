// The two parties' dispute calls (issue 27 item 3): the buyer raises (with photos uploaded first),
// the seller answers, both read it. 404 for an auction the caller may not see or a dispute that is
// not theirs to read; 403 for the wrong side; 409 for the wrong moment (policy: who before when).
import { z } from "../../contract/answers/zod";
import type { ApiContext, Route } from "../../api/types";
import { conflict, forbidden, invalid, json, notFound, parseBody } from "../../api/http";
import {
  AnswerDisputeSchema,
  RaiseDisputeSchema,
  disputePartyOf,
  disputeWindowOpen,
  mayAnswerDispute,
  mayRaiseDispute,
  type DisputeStatus,
} from "../../contract/disputes";
import { DisputeViewSchema, type DisputeView } from "../../contract/answers/dispute";
import { DISPUTE_MESSAGES } from "../../contract/messages/disputes";
import { formatPounds } from "../../contract/money";
import { AuctionIdParams, auctionIdOf, loadForViewer, type AccessRow } from "../../auctions/http/route-helpers";
import type { Viewer } from "../../auctions/read/viewer";
import { UploadAnswer, filePart, readUpload, storeUpload } from "../../media/upload-routes";
import { auditStatement } from "../../ops/audit";
import { disputeOfAuction } from "../read";
import { notifyParties } from "../notify";

const RaisedSchema = z.object({ dispute: DisputeViewSchema, message: z.string() });

interface Sale {
  row: AccessRow;
  viewer: Viewer;
  soldOn: string | null;
  price: number;
}

async function saleOf(c: ApiContext): Promise<Sale> {
  const id = auctionIdOf(c);
  const { row, viewer } = await loadForViewer(c, id);
  const sale = await c.env.DB.prepare("SELECT sold_on, won_bid_price_in_pence FROM auctions WHERE id = ?")
    .bind(id)
    .first<{ sold_on: string | null; won_bid_price_in_pence: number | null }>();
  return { row, viewer, soldOn: sale?.sold_on ?? null, price: sale?.won_bid_price_in_pence ?? 0 };
}

/** The buyer's checks before a photo or the dispute itself is taken: who, then when, then once. */
async function requireRaiseOpen(c: ApiContext, s: Sale): Promise<void> {
  if (!mayRaiseDispute(s.viewer, s.row)) throw forbidden(DISPUTE_MESSAGES.NOT_BUYER);
  if (s.row.status !== "SOLD") throw conflict(DISPUTE_MESSAGES.NOT_SOLD, "NOT_SOLD");
  if (!disputeWindowOpen(s.soldOn, c.clock.now()))
    throw conflict(DISPUTE_MESSAGES.WINDOW_CLOSED, "DISPUTE_WINDOW_CLOSED");
  const exists = await c.env.DB.prepare("SELECT 1 AS x FROM disputes WHERE auction_id = ?").bind(s.row.id).first();
  if (exists) throw conflict(DISPUTE_MESSAGES.EXISTS, "DISPUTE_EXISTS");
}

/**
 * The photos named must be the caller's own unattached uploads (of their organisation, by them: a
 * refused raise's photos are kept by the page as ids and named again), not used elsewhere.
 */
async function requireOwnPhotos(c: ApiContext, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await c.env.DB.prepare(
    `SELECT COUNT(*) AS n FROM vehicle_media m WHERE m.id IN (SELECT value FROM json_each(?1))
       AND m.organization_id = ?2 AND m.uploaded_by = ?3 AND m.vehicle_id IS NULL AND m.kind = 'PHOTO'
       AND NOT EXISTS (SELECT 1 FROM dispute_photos p WHERE p.media_id = m.id)`,
  )
    .bind(JSON.stringify(ids), c.caller.organizationId, c.caller.id)
    .first<{ n: number }>();
  if ((found?.n ?? 0) !== new Set(ids).size) throw invalid({ photoIds: [DISPUTE_MESSAGES.PHOTO_UNKNOWN] });
}

const isUniqueViolation = (e: unknown) => e instanceof Error && /UNIQUE constraint failed/i.test(e.message);

async function raise(c: ApiContext): Promise<Response> {
  const body = await parseBody(c.request, RaiseDisputeSchema);
  const s = await saleOf(c);
  await requireRaiseOpen(c, s);
  await requireOwnPhotos(c, body.photoIds);
  const db = c.env.DB;
  const id = s.row.id;
  const now = new Date(c.clock.now()).toISOString();
  try {
    await db.batch([
      db
        .prepare(
          `INSERT INTO disputes (auction_id, buyer_organization_id, seller_organization_id, raised_by_id, reason,
             description, status, sale_price_in_pence, created_on) VALUES (?, ?, ?, ?, ?, ?, 'OPEN', ?, ?)`,
        )
        .bind(
          id,
          s.row.winnerOrganizationId,
          s.row.organizationId,
          c.caller.id,
          body.reason,
          body.description,
          s.price,
          now,
        ),
      db
        .prepare(
          `INSERT INTO dispute_photos (dispute_id, media_id, sort_number)
           SELECT (SELECT d.id FROM disputes d WHERE d.auction_id = ?), j.value, j.key FROM json_each(?) j`,
        )
        .bind(id, JSON.stringify([...new Set(body.photoIds)])),
      auditStatement(
        db,
        c.caller.id,
        "DISPUTE_RAISED",
        { type: "AUCTION", id },
        { reason: body.reason, photos: body.photoIds.length },
        { sql: "1", params: [] },
      ),
    ]);
  } catch (e) {
    // Two raises at once: the unique index lets one through; the other is told it exists.
    if (isUniqueViolation(e)) throw conflict(DISPUTE_MESSAGES.EXISTS, "DISPUTE_EXISTS");
    throw e;
  }
  const dispute = (await disputeOfAuction(db, id, () => false))!;
  await notifyParties(c, dispute);
  const plate = dispute.registrationPlate ?? dispute.vehicleTitle;
  return json({ dispute, message: DISPUTE_MESSAGES.raised(plate, formatPounds(dispute.salePriceInPence)) });
}

async function answer(c: ApiContext): Promise<Response> {
  const body = await parseBody(c.request, AnswerDisputeSchema);
  const s = await saleOf(c);
  const found = await disputeOfAuction(c.env.DB, s.row.id, () => false);
  if (!found || disputePartyOf(s.viewer, s.row) === null) throw notFound(DISPUTE_MESSAGES.NO_DISPUTE);
  if (!mayAnswerDispute(s.viewer, s.row)) throw forbidden(DISPUTE_MESSAGES.NOT_SELLER);
  requireOpen(found.status);
  const db = c.env.DB;
  const now = new Date(c.clock.now()).toISOString();
  const [update] = await db.batch([
    db
      .prepare(
        `UPDATE disputes SET status = 'ANSWERED', seller_answer = ?, answered_by_id = ?, answered_on = ?
         WHERE id = ? AND status = 'OPEN'`,
      )
      .bind(body.answer, c.caller.id, now, found.id),
    auditStatement(
      db,
      c.caller.id,
      "DISPUTE_ANSWERED",
      { type: "DISPUTE", id: found.id },
      { auctionId: s.row.id },
      {
        sql: "EXISTS (SELECT 1 FROM disputes WHERE id = ? AND answered_by_id = ? AND answered_on = ?)",
        params: [found.id, c.caller.id, now],
      },
    ),
  ]);
  if (update.meta.changes === 0) throw conflict(DISPUTE_MESSAGES.ALREADY_ANSWERED, "DISPUTE_ANSWERED");
  const dispute = (await disputeOfAuction(db, s.row.id, () => false))!;
  await notifyParties(c, dispute);
  return json({ dispute, message: DISPUTE_MESSAGES.answered });
}

function requireOpen(status: DisputeStatus): void {
  if (status === "ANSWERED") throw conflict(DISPUTE_MESSAGES.ALREADY_ANSWERED, "DISPUTE_ANSWERED");
  if (status !== "OPEN") throw conflict(DISPUTE_MESSAGES.ALREADY_DECIDED, "DISPUTE_DECIDED");
}

const TAGS = ["disputes"];

export const disputePartyRoutes: Route[] = [
  {
    method: "GET",
    path: "/auction/{id}/dispute",
    access: "member",
    summary: "The dispute of a sale, for the buying and the selling organisation (404 for anyone else, or none)",
    description:
      "Both parties read the same dispute: reason, description, photos, the seller's answer and the decision. `canAnswer` says whether this caller may answer now. Any other organisation gets 404, as if there were none.",
    tags: TAGS,
    request: { params: AuctionIdParams },
    responses: { 200: DisputeViewSchema },
    handler: async (c) => {
      const s = await saleOf(c);
      if (disputePartyOf(s.viewer, s.row) === null) throw notFound(DISPUTE_MESSAGES.NO_DISPUTE);
      const dispute: DisputeView | null = await disputeOfAuction(
        c.env.DB,
        s.row.id,
        (d) => d.status === "OPEN" && mayAnswerDispute(s.viewer, s.row),
      );
      if (!dispute) throw notFound(DISPUTE_MESSAGES.NO_DISPUTE);
      return json(dispute);
    },
  },
  {
    method: "POST",
    path: "/auction/{id}/dispute/photos",
    access: "member",
    summary: "Upload one photo for a dispute the buyer is about to raise (multipart `file`, an image)",
    description:
      "The same checks as raising (the buying side, a sale of under 48 hours, no dispute yet); the answer's id goes in `photoIds`.",
    tags: TAGS,
    request: {
      params: AuctionIdParams,
      multipart: z.object({
        file: filePart("The photo; its type is decided by its bytes (JPEG, PNG, WebP, GIF, HEIC)"),
      }),
      checkedByHandler: true,
    },
    responses: { 200: UploadAnswer },
    errors: ["NOT_SOLD", "DISPUTE_WINDOW_CLOSED", "DISPUTE_EXISTS", "FILE_TOO_LARGE", "UNSUPPORTED_MEDIA_TYPE"],
    statuses: [400, 403],
    handler: async (c) => {
      const s = await saleOf(c);
      await requireRaiseOpen(c, s);
      return json(await storeUpload(c, await readUpload(c), { imagesOnly: true }));
    },
  },
  {
    method: "POST",
    path: "/auction/{id}/dispute",
    access: "member",
    summary: "Raise a dispute of a sale: the buying organisation, within 48 hours of the sale, once",
    description:
      "The winning bidder, or the buying organisation's owner or transaction acceptor, raises it with a reason from the fixed list, a description and up to 6 photos the caller uploaded first (their own uploads only). The window is 48 hours from the moment the sale was agreed (the auction's soldOn). Both parties are emailed and pushed; the step is in the audit log.",
    tags: TAGS,
    request: { params: AuctionIdParams, body: RaiseDisputeSchema },
    responses: { 200: RaisedSchema },
    errors: ["NOT_SOLD", "DISPUTE_WINDOW_CLOSED", "DISPUTE_EXISTS"],
    statuses: [403],
    handler: raise,
  },
  {
    method: "POST",
    path: "/auction/{id}/dispute/answer",
    access: "member",
    summary: "The selling organisation's answer to a dispute (once, before ops decide)",
    description:
      "The seller, or the selling organisation's owner or transaction acceptor, answers in text. Both parties are emailed and pushed; the step is in the audit log. The buyer gets 403, any other organisation 404.",
    tags: TAGS,
    request: { params: AuctionIdParams, body: AnswerDisputeSchema },
    responses: { 200: RaisedSchema },
    errors: ["DISPUTE_ANSWERED", "DISPUTE_DECIDED"],
    statuses: [403],
    handler: answer,
  },
];
