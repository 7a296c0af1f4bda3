// POST /auction/search (spec 001 sections 2.4 and 7): the Live Auctions list. Only PUBLISHED
// auctions before their end that the caller may see (GROUP_ONLY / GROUP_FIRST runs only inside the
// seller's group), offset paging, a text search, a make filter, and the two sorts.
import { z } from "zod";
import type { ApiContext, Route } from "../api/router";
import { json, parseBody } from "../api/http";
import { loadViewer } from "./access";
import { AUCTION_TYPES } from "./constants";
import { cardPage, SqlParams, textSearchSql } from "./card-query";
import { DEFAULT_SEARCH_SORT, MAX_PAGE_SIZE, PAGE_SIZE, SEARCH_MAX_LENGTH, SEARCH_SORTS, type SearchSort } from "./list-options";
import { sweepOverdue } from "./room-client";

export const SearchRequestSchema = z.object({
  search: z.string().max(SEARCH_MAX_LENGTH).nullish(),
  makeId: z.number().int().positive().nullish(),
  type: z.enum(AUCTION_TYPES).nullish(),
  sort: z.enum(SEARCH_SORTS).nullish(),
  offset: z.number().int().min(0).max(1_000_000).nullish(),
  limit: z.number().int().min(1).max(MAX_PAGE_SIZE).nullish(),
});
export type SearchRequest = z.infer<typeof SearchRequestSchema>;

// Each order ends with the id so pages never overlap when the first key ties.
const ORDER: Record<SearchSort, string> = {
  ENDING_SOONEST: "a.ends_on ASC, a.id ASC",
  LATEST_ADDED: "a.launched_on DESC, a.id DESC",
};

/** Lists must not show an auction long past its end: wake overdue rooms without waiting for them. */
export function sweepInBackground(c: ApiContext): void {
  c.ctx.waitUntil(sweepOverdue(c.env, c.clock.iso(), 10).catch((error) => console.error("sweep failed", error)));
}

export const searchRoutes: Route[] = [
  {
    method: "POST",
    path: "/auction/search",
    access: "member",
    handler: async (c) => {
      const body = await parseBody(c.request, SearchRequestSchema);
      sweepInBackground(c);
      const viewer = await loadViewer(c.db, c.caller);
      const p = new SqlParams();
      // The visibility rule of access.canSee for published auctions, in SQL.
      let where = `a.status = 'PUBLISHED' AND a.ends_on > ${p.add(c.clock.iso())}
        AND (a.publish_target = 'EVERYWHERE' OR a.organization_id = ${p.add(viewer.organizationId ?? -1)}
          OR (a.group_id IS NOT NULL AND a.group_id = ${p.add(viewer.groupId ?? -1)}))`;
      if (body.makeId) where += ` AND a.make_id = ${p.add(body.makeId)}`;
      if (body.type) where += ` AND a.type = ${p.add(body.type)}`;
      where += textSearchSql(body.search, p);
      const page = await cardPage(c.env.DB, viewer, c.clock.now(), {
        where,
        params: p,
        orderBy: ORDER[body.sort ?? DEFAULT_SEARCH_SORT],
        offset: body.offset ?? 0,
        limit: body.limit ?? PAGE_SIZE,
      });
      return json(page);
    },
  },
];
