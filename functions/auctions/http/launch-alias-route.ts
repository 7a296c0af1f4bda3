// POST /auction (spec 001 section 7, "Wizard calls": "the auction | publishes; message 'Auction
// saved successfully'"). The wizard's launch as one call: the draft's id travels in the body, and
// the call publishes a draft or republishes an auction that may be relaunched (decision 0068), with
// the same checks as /auction/{id}/publish and /republish.
import { z } from "zod";
import type { Route } from "../../api/types";
import { json, readJson, validate } from "../../api/http";
import { can } from "../../contract/policy";
import { WIZARD_MESSAGES } from "../../contract/messages/wizard";
import { LAUNCH_FAILURES, LaunchFormDoc, SnapshotData, launchAuction, snapshotOf } from "./lifecycle-routes";
import { auctionIdOf, loadForViewer } from "./route-helpers";

const AliasId = z.object({ id: z.number().int().positive() });

export const launchAliasRoutes: Route[] = [
  {
    method: "POST",
    path: "/auction",
    access: "member",
    summary: "Launch (publish or republish) the auction whose id is in the body",
    tags: ["auctions"],
    // The id is in the body, so an auction the caller may not see is a 404 without a path id.
    errors: LAUNCH_FAILURES.errors,
    statuses: [...LAUNCH_FAILURES.statuses, 404],
    // The launch form depends on the caller (the group question), so the handler checks it.
    request: { body: LaunchFormDoc.and(AliasId), checkedByHandler: true },
    responses: { 200: SnapshotData.extend({ message: z.string() }) },
    handler: async (c) => {
      // readJson keeps the parsed body per request, so launchAuction reads the same one again.
      const { id } = validate(AliasId.passthrough(), await readJson(c.request));
      const routed = { ...c, params: { id: String(id) } };
      const { row, viewer } = await loadForViewer(routed, auctionIdOf(routed));
      const snapshot = await launchAuction(routed, can(viewer, "relaunch", row));
      return json({ ...snapshotOf(snapshot), message: WIZARD_MESSAGES.auctionSaved });
    },
  },
];
