// API routes about the live event streams. `visibleAuctions` (also `POST /live/visible-auctions`)
// answers which of the requested auctions the caller may watch, and the caller's organisation and
// group, the filter of its subscriptions; the streams themselves are in sse-routes.ts, the test-only
// `/test/live/*` routes in live-test-routes.ts.
import { z } from "zod";
import type { Route } from "../api/types";
import { json, parseBody } from "../api/http";
import type { Env } from "../env";
import type { AuctionStatus, PublishTarget } from "../contract/auctions";
import { canSee, MAX_STREAM_AUCTIONS } from "./events";

export const VisibleAuctionsSchema = z.object({
  auctionIds: z.array(z.number().int().positive()).max(MAX_STREAM_AUCTIONS),
});

export interface VisibleAuctions {
  auctionIds: number[];
  organizationId: number | null;
  groupId: number | null;
}

interface AuctionReachRow {
  id: number;
  organizationId: number;
  status: AuctionStatus;
  publishTarget: PublishTarget | null;
  groupId: number | null;
  winnerOrganizationId: number | null;
}

async function organizationGroup(env: Env, organizationId: number | null): Promise<number | null> {
  if (organizationId === null) return null;
  const row = await env.DB.prepare("SELECT group_id AS groupId FROM organizations WHERE id = ?")
    .bind(organizationId)
    .first<{ groupId: number | null }>();
  return row?.groupId ?? null;
}

/** Reads the reach of the auctions straight from the read model (one query, at most 100 ids). */
async function auctionReach(env: Env, ids: number[]): Promise<AuctionReachRow[]> {
  if (ids.length === 0) return [];
  const marks = ids.map(() => "?").join(",");
  const { results } = await env.DB.prepare(
    `SELECT a.id AS id, a.organization_id AS organizationId, a.status AS status,
            a.publish_target AS publishTarget, a.group_id AS groupId, a.winner_organization_id AS winnerOrganizationId
       FROM auctions a
      WHERE a.id IN (${marks})`,
  )
    .bind(...ids)
    .all<AuctionReachRow>();
  return results;
}

/**
 * Which of the requested auctions a viewer of this organisation may watch, and the viewer's
 * organisation and group (the filter of its hub subscriptions). Used by the API's stream routes.
 */
export async function visibleAuctions(
  env: Env,
  organizationId: number | null,
  auctionIds: number[],
): Promise<VisibleAuctions> {
  const groupId = await organizationGroup(env, organizationId);
  const wanted = [...new Set(auctionIds)];
  const rows = await auctionReach(env, wanted);
  const visible = new Set(
    rows
      .filter((row) =>
        canSee(
          { organizationId, groupId },
          {
            sellerOrganizationId: row.organizationId,
            publishTarget: row.publishTarget,
            groupId: row.groupId,
            winnerOrganizationId: row.winnerOrganizationId,
            status: row.status,
          },
        ),
      )
      .map((row) => row.id),
  );
  return { auctionIds: wanted.filter((id) => visible.has(id)), organizationId, groupId };
}

export const liveRoutes: Route[] = [
  {
    method: "POST",
    path: "/live/visible-auctions",
    access: "member",
    summary: "Which of these auctions the caller may watch live",
    tags: ["live"],
    responses: {
      200: z.object({
        auctionIds: z.array(z.number().int()),
        organizationId: z.number().int().nullable(),
        groupId: z.number().int().nullable(),
      }),
    },
    request: { body: VisibleAuctionsSchema },
    handler: async ({ request, env, caller }) => {
      const { auctionIds } = await parseBody(request, VisibleAuctionsSchema);
      return json(await visibleAuctions(env, caller.organizationId, auctionIds));
    },
  },
];
