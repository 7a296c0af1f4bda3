// Seller and buyer actions on one auction (spec 001 sections 4.2 to 4.5 and 7): publish,
// republish, cancel, delete, acceptance and rejection, edit. Every call carries `version`; the
// API checks who may act, the auction's room checks state, version and time.
import { restoreIfArchived } from "../archive/restore";
import { z } from "zod";
import type { ApiContext, Route } from "../../api/types";
import { conflict, forbidden, invalid, json, notFound, readJson, validate } from "../../api/http";
import { can } from "../../contract/policy";
import { AUCTION_STATUSES } from "../../contract/auctions";
import { launchFormSchema } from "../../contract/launch-schema";
import { loadDetail } from "../read/detail-queries";
import { detailDraftProblems } from "../draft-validity";
import type { LaunchSettings } from "../room/room-types";
import type { RoomSnapshot } from "../room/room-types";
import { auctionRoom, unwrap } from "../room/room-client";
import {
  AuctionIdParams,
  auctionIdOf,
  loadForViewer,
  requireLaunchOpen,
  ukToday,
  versionOf,
  type AccessRow,
} from "./route-helpers";
import { ACCESS_MESSAGES, ROOM_MESSAGES } from "../../contract/messages/auction";
import { VersionSchema } from "../../contract/auction-requests";
import { copyForEditing } from "./edit-copy";
import { deleteStatements } from "../room/write-through";
import { deleteUnreferenced } from "../../media/media-store";
import { publishAuctionEvent } from "../../live/publish";

/**
 * The launch form as documented: the handler builds the real one per caller (the group question,
 * UK today), so it checks the body itself; the fields and types are the same.
 */
export const LaunchFormDoc = launchFormSchema({ hasGroup: true, today: "2000-01-01" });
/** What `answer` sends: the auction after the action. */
export const SnapshotData = z.object({
  id: z.number().int(),
  status: z.enum(AUCTION_STATUSES),
  version: z.number().int(),
  launchedOn: z.string().nullable(),
  endsOn: z.string().nullable(),
});
const launchInput = { params: AuctionIdParams, body: LaunchFormDoc, checkedByHandler: true } as const;
/** Every other action carries the auction's version; the router checks it. */
const versionedInput = { params: AuctionIdParams, body: VersionSchema };

export const snapshotOf = (s: RoomSnapshot) => ({
  id: s.id,
  status: s.status,
  version: s.version,
  launchedOn: s.launchedOn,
  endsOn: s.endsOn,
});
const answer = (s: RoomSnapshot) => json(snapshotOf(s));

/** Publish or republish the auction of `c.params.id` with the launch form in the body. */
export async function launchAuction(c: ApiContext, republish: boolean): Promise<RoomSnapshot> {
  const id = auctionIdOf(c);
  const body = await readJson(c.request);
  const { row, viewer } = await loadForViewer(c, id);
  if (!can(viewer, "manage", row)) throw forbidden(ACCESS_MESSAGES.NOT_SELLER);
  requireLaunchOpen(viewer);
  if (!can(viewer, republish ? "relaunch" : "launch", row)) {
    throw conflict(republish ? ROOM_MESSAGES.REPUBLISH : ROOM_MESSAGES.PUBLISH);
  }
  const form = validate(launchFormSchema({ hasGroup: viewer.groupId !== null, today: ukToday(c.clock.now()) }), body);
  if (!republish) {
    const data = await loadDetail(c.db, id, -1);
    if (!data) throw notFound();
    const problems = detailDraftProblems(data);
    if (Object.keys(problems).length) throw invalid(problems, "Incomplete form step");
  }
  const settings: LaunchSettings = {
    type: form.type,
    minimumPriceInPence: form.minimumPriceInPence ?? null,
    autoAcceptPriceInPence: form.autoAcceptPriceInPence ?? null,
    buyNowPriceInPence: form.buyNowPriceInPence ?? null,
    timeOption: form.timeOption,
    publishTarget: form.publishTarget ?? "EVERYWHERE",
    groupId: viewer.groupId,
    tryingToDealDeliveryDateType: form.tryingToDealDeliveryDateType ?? null,
    tryingToDealDeliveryDate:
      form.tryingToDealDeliveryDateType === "CUSTOM_DATE" ? (form.tryingToDealDeliveryDate ?? null) : null,
  };
  // A relaunch needs the whole auction back in D1 (the room reads it from there), decision 0159.
  if (republish && row.archiveKey !== null) await restoreIfArchived(c.env, id);
  const room = auctionRoom(c.env, id);
  const request = { auctionId: id, version: form.version, settings };
  return unwrap(await (republish ? room.republish(request) : room.publish(request)));
}

/** id, version and access row of an auction the caller manages (owner or its seller), else 403/404. */
async function managedAuction(c: ApiContext) {
  const id = auctionIdOf(c);
  const version = await versionOf(c);
  const { row, viewer } = await loadForViewer(c, id);
  if (!can(viewer, "manage", row)) throw forbidden(ACCESS_MESSAGES.NOT_SELLER);
  return { id, version, row, viewer };
}

type Acting = "SELLER_ACCEPT" | "SELLER_REJECT" | "BUYER_ACCEPT" | "BUYER_REJECT";

function acceptanceRoute(path: string, action: Acting): Route {
  return {
    method: "POST",
    path,
    access: "member",
    summary: `${action.startsWith("SELLER") ? "Seller" : "Buyer"} ${action.endsWith("ACCEPT") ? "accepts" : "rejects"} the result`,
    tags: ["auctions"],
    request: versionedInput,
    responses: { 200: SnapshotData },
    // Once a counter-offer thread has started, its own moves answer (decision 0167).
    ...(action.startsWith("SELLER") ? { errors: ["NEGOTIATING" as const] } : {}),
    handler: async (c) => {
      const id = auctionIdOf(c);
      const version = await versionOf(c);
      const { row, viewer } = await loadForViewer(c, id);
      const seller = action.startsWith("SELLER");
      if (!can(viewer, seller ? "act-for-seller" : "act-for-buyer", row)) {
        throw forbidden(seller ? ACCESS_MESSAGES.NOT_SELLER : ROOM_MESSAGES.NOT_WINNER);
      }
      const room = auctionRoom(c.env, id);
      const request = { auctionId: id, version, actorOrganizationId: viewer.organizationId ?? -1 };
      const call = {
        SELLER_ACCEPT: () => room.sellerAccept(request),
        SELLER_REJECT: () => room.sellerReject(request),
        BUYER_ACCEPT: () => room.buyerAccept(request),
        BUYER_REJECT: () => room.buyerReject(request),
      }[action];
      return answer(unwrap(await call()));
    },
  };
}

async function mediaKeysOf(db: D1Database, vehicleId: number): Promise<(string | null)[]> {
  const rows = await db
    .prepare("SELECT r2_key, thumbnail_r2_key FROM vehicle_media WHERE vehicle_id = ?")
    .bind(vehicleId)
    .all<{ r2_key: string; thumbnail_r2_key: string | null }>();
  return rows.results.flatMap((r) => [r.r2_key, r.thumbnail_r2_key]);
}

/** Drafts live only in D1 (no room yet): the API deletes them itself. */
async function deleteDraft(c: ApiContext, row: AccessRow, version: number): Promise<void> {
  if (row.version !== version) throw conflict(ROOM_MESSAGES.STALE, "STALE_VERSION");
  await c.env.DB.batch(deleteStatements(c.env.DB, row.id, row.vehicleId));
  c.ctx.waitUntil(
    publishAuctionEvent(
      c.env,
      { type: "AUCTION_DELETED", auctionId: row.id, status: "DRAFT", at: c.clock.iso() },
      {
        sellerOrganizationId: row.organizationId,
        publishTarget: row.publishTarget ?? "EVERYWHERE",
        groupId: row.groupId,
      },
    ).catch((error) => console.error("publishAuctionEvent failed", error)),
  );
}

/** What a launch may answer besides its input checks: the launch-closed reasons (decision 0091). */
export const LAUNCH_FAILURES = {
  errors: ["STALE_VERSION", "VERIFICATION_PENDING", "SELLING_BLOCKED", "PAYMENT_BLOCKED", "PAYMENT_FAILURE"],
  statuses: [409],
} as const satisfies Pick<Route, "errors" | "statuses">;

/** A draft's launch and an ended auction's launch again: the same input, refusals and answer. */
const LAUNCHES = [
  { path: "/auction/{id}/publish", summary: "Launch a draft", republish: false },
  { path: "/auction/{id}/republish", summary: "Launch an ended, cancelled or rejected auction again", republish: true },
];

export const lifecycleRoutes: Route[] = [
  ...LAUNCHES.map(
    ({ path, summary, republish }): Route => ({
      method: "POST",
      path,
      access: "member",
      summary,
      tags: ["auctions"],
      ...LAUNCH_FAILURES,
      request: launchInput,
      responses: { 200: SnapshotData },
      handler: async (c) => answer(await launchAuction(c, republish)),
    }),
  ),
  {
    method: "POST",
    path: "/auction/{id}/cancel",
    access: "member",
    summary: "Cancel a live auction",
    tags: ["auctions"],
    request: versionedInput,
    responses: { 200: SnapshotData },
    handler: async (c) => {
      const { id, version } = await managedAuction(c);
      return answer(unwrap(await auctionRoom(c.env, id).cancel({ auctionId: id, version })));
    },
  },
  {
    method: "POST",
    path: "/auction/{id}/delete",
    access: "member",
    summary: "Delete a draft, ended or cancelled auction",
    tags: ["auctions"],
    request: versionedInput,
    responses: { 200: z.object({ id: z.number().int(), deleted: z.literal(true) }) },
    handler: async (c) => {
      const { id, version, row, viewer } = await managedAuction(c);
      if (!can(viewer, "delete", row)) throw conflict(ROOM_MESSAGES.DELETE);
      if (row.archiveKey !== null) await restoreIfArchived(c.env, id);
      const keys = await mediaKeysOf(c.env.DB, row.vehicleId);
      if (row.status === "DRAFT") await deleteDraft(c, row, version);
      else {
        unwrap(await auctionRoom(c.env, id).remove({ auctionId: id, version }));
      }
      // The rows are gone; their R2 objects (originals and small variants) go unless still used.
      c.ctx.waitUntil(deleteUnreferenced(c.env, keys).catch((e) => console.error("media cleanup failed", e)));
      return json({ id, deleted: true });
    },
  },
  acceptanceRoute("/auction/{id}/acceptance/seller", "SELLER_ACCEPT"),
  acceptanceRoute("/auction/{id}/rejection/seller", "SELLER_REJECT"),
  acceptanceRoute("/auction/{id}/acceptance/buyer", "BUYER_ACCEPT"),
  acceptanceRoute("/auction/{id}/rejection/buyer", "BUYER_REJECT"),
  {
    method: "POST",
    path: "/auction/{id}/edit",
    access: "member",
    summary: "Copy a finished auction into a new draft",
    tags: ["auctions"],
    responses: { 200: z.object({ id: z.number().int(), status: z.literal("DRAFT"), version: z.number().int() }) },
    statuses: [409],
    request: versionedInput,
    handler: async (c) => {
      const { id, version, row, viewer } = await managedAuction(c);
      if (!can(viewer, "edit-copy", row)) {
        throw conflict("Only rejected, cancelled or ended auctions can be edited this way");
      }
      if (row.version !== version) throw conflict(ROOM_MESSAGES.STALE, "STALE_VERSION");
      if (row.archiveKey !== null) await restoreIfArchived(c.env, id);
      const newId = await copyForEditing(c.env.DB, id, version);
      if (newId === null) throw conflict(ROOM_MESSAGES.STALE, "STALE_VERSION");
      return json({ id: newId, status: "DRAFT", version: 0 });
    },
  },
];
