// POST /ops/auctions/{id}/restoration: ops brings one archived auction back into the primary D1
// (decision 0159), audited like every ops action. SUPER_ADMIN only.
import { z } from "zod";
import type { Route } from "../../api/types";
import { ApiError, conflict, json, notFound } from "../../api/http";
import { OPS_MESSAGES } from "../../contract/messages/ops";
import { auditLog } from "../../db/schema";
import { idParam } from "../../ops/http/guard";
import { opsRoute } from "../../ops/http/ops-route";
import { restoreAuction } from "../archive/restore";

const IdParams = z.object({ id: z.coerce.number().int().positive() });

export const archiveOpsRoutes: Route[] = [
  opsRoute({
    method: "POST",
    path: "/ops/auctions/{id}/restoration",
    summary: "SUPER_ADMIN: bring an archived auction back from R2 into the primary database",
    description:
      "Its full vehicle, every photo row, its bids and notices go back; the archive document is then deleted. " +
      "409 when the auction is not archived, 503 when its archive document is missing or fails its checksum.",
    request: { params: IdParams },
    responses: { 200: z.object({ id: z.number().int(), restored: z.literal(true), message: z.string() }) },
    errors: ["NOT_ARCHIVED", "ARCHIVE_UNREADABLE"],
    statuses: [404],
    handler: async (c) => {
      const id = idParam(c);
      const outcome = await restoreAuction(c.env, id);
      if (outcome === "NOT_FOUND") throw notFound();
      if (outcome === "NOT_ARCHIVED") throw conflict(OPS_MESSAGES.auctionNotArchived, "NOT_ARCHIVED");
      if (outcome === "UNREADABLE") throw new ApiError(503, OPS_MESSAGES.archiveUnreadable, "ARCHIVE_UNREADABLE");
      await c.db.insert(auditLog).values({
        actorId: c.caller.id,
        action: "AUCTION_RESTORED",
        targetType: "AUCTION",
        targetId: String(id),
      });
      return json({ id, restored: true as const, message: OPS_MESSAGES.auctionRestored });
    },
  }),
];
