// PUT and DELETE /auction/{id}/watch: the caller's own watchlist (decision 0041). Only auctions the
// caller may see (404 otherwise, as for every auction read); repeating either call changes nothing.
import { z } from "zod";
import type { Route } from "../../api/types";
import { forbidden, json } from "../../api/http";
import { auctionIdOf, AuctionIdParams, loadForViewer } from "./route-helpers";
import { setWatching } from "../read/watch-store";
import { findMoved } from "../archive/unmove";
import { type WatchState } from "../../contract/watchlist";
import { WATCH_MESSAGES } from "../../contract/messages/watchlist";

const WatchStateSchema = z.object({ auctionId: z.number().int(), watching: z.boolean() });

function watchRoute(method: "PUT" | "DELETE"): Route {
  const watching = method === "PUT";
  return {
    method,
    path: "/auction/{id}/watch",
    access: "member",
    summary: watching ? "Watch an auction (the caller's own watchlist)" : "Stop watching an auction",
    tags: ["watchlist"],
    request: { params: AuctionIdParams },
    responses: { 200: WatchStateSchema },
    handler: async (c) => {
      const auctionId = auctionIdOf(c);
      if (!c.caller.isBuyer) throw forbidden(WATCH_MESSAGES.NOT_BUYER);
      const { row } = await loadForViewer(c, auctionId);
      // An auction moved to an archive period keeps its watches there (decision 0188).
      const moved = row.archiveKey === null ? null : await findMoved(c.env, auctionId);
      await setWatching(moved?.db ?? c.env.DB, c.caller.id, auctionId, watching);
      const body: WatchState = { auctionId, watching };
      return json(body);
    },
  };
}

export const watchRoutes: Route[] = [watchRoute("PUT"), watchRoute("DELETE")];
