// The draft calls of the wizard (spec 001 section 7): POST /auction/draft and GET
// /auction/draft/{id}. Listed before the auction routes so `/auction/draft/...` is never an id.
import { z } from "zod";
import type { Route } from "../../api/types";
import { json } from "../../api/http";
import { DraftSaveSchema } from "../../contract/wizard/draft-request";
import { WIZARD_MESSAGES } from "../../contract/messages/wizard";
import { requireSellerCaller } from "../../organisation/seller-access";
import { draftIdOf, readDraft } from "./draft-read";
import { saveDraft } from "./draft-write";
import { DraftSchema } from "../../contract/answers/draft";

const SaveAnswer = z.object({
  id: z.number().int(),
  version: z.number().int(),
  auctionVersion: z.number().int(),
  message: z.string(),
  validationErrors: z.record(z.record(z.array(z.string()))),
});

export const draftRoutes: Route[] = [
  {
    method: "POST",
    path: "/auction/draft",
    access: "member",
    summary: "Start a draft listing or save sections of one (optimistic version)",
    tags: ["wizard"],
    statuses: [404],
    request: { body: DraftSaveSchema },
    responses: { 200: SaveAnswer },
    handler: async (c) => json({ ...(await saveDraft(c)), message: WIZARD_MESSAGES.draftSaved }),
  },
  {
    method: "GET",
    path: "/auction/draft/{id}",
    access: "member",
    summary: "A draft (or an auction its seller may edit) in the wizard's sections",
    tags: ["wizard"],
    responses: { 200: DraftSchema },
    request: { params: z.object({ id: z.coerce.number().int().positive() }) },
    handler: async (c) => {
      requireSellerCaller(c);
      return json(await readDraft(c, draftIdOf(c)));
    },
  },
];
