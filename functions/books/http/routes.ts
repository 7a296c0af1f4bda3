// Transactions, invoices and statistics (spec 001 section 7 'Organisation' and POST
// /account/statistic). Transactions and invoices are the owner's alone (spec 001 section 6); every
// query takes the caller's organisation, so another organisation's invoice is simply not found.
import { z, type ZodType, type ZodTypeDef } from "zod";
import type { Route } from "../../api/types";
import { json, notFound, parseBody } from "../../api/http";
import { postWithBody } from "../../api/body-route";
import { InvoiceSearchSchema, StatisticRequestSchema, TransactionSearchSchema } from "../../contract/books";
import { AUCTION_STATUSES, BID_STATUSES, TRANSACTION_KINDS } from "../../contract/auctions";
import { pathId, requireOrgMember, requireOrgOwner } from "../../organisation/access";
import { orgLocations } from "../../organisation/read/organization";
import { readInvoice, searchInvoices, searchTransactions, type AlongPage } from "../read/transactions";
import { organizationStatistics } from "../read/statistics";
import { invoicePdf, type InvoiceParty } from "../invoice-pdf";
import { readSupplier } from "../../ops/supplier";
import { freeTrialEndsOf, freeTrialStatement } from "../read/free-trial";
import { IdParams } from "../../contract/ops";
import { DISPUTE_STATUSES } from "../../contract/dispute-rules";
import { allDatabases } from "../../db/archive-periods";

const tags = ["organisation"];
const paged = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    content: z.array(item),
    totalElements: z.number().int(),
    last: z.boolean(),
    freeTrialEndsOn: z.string().nullable().describe("End of the free trial while it runs (no fees), else null"),
  });
const transaction = z.object({
  id: z.number().int(),
  createdOn: z.string(),
  title: z.string(),
  kind: z.enum(TRANSACTION_KINDS),
  amountInPence: z.number().int(),
  dispute: z
    .object({ auctionId: z.number().int(), status: z.enum(DISPUTE_STATUSES), statusLabel: z.string() })
    .nullable()
    .describe(
      "On a BUYER_FEE, SELLER_FEE or DISPUTE_CREDIT row of a sale under dispute or settled by one (either party): the dispute's status and its words; null otherwise",
    ),
});
const invoice = z.object({
  id: z.number().int(),
  createdOn: z.string(),
  invoiceNumber: z.string(),
  period: z.string(),
  netAmountInPence: z.number().int(),
  vatAmountInPence: z.number().int(),
  totalAmountInPence: z.number().int(),
});
const counts = (keys: readonly string[]) => z.object(Object.fromEntries(keys.map((k) => [k, z.number().int()])));
const statistics = z.object({
  auctionCount: z.number().int(),
  auctions: counts(AUCTION_STATUSES),
  auctionsNegotiating: z.number().int(),
  auctionBidCount: z.number().int(),
  auctionBids: counts(BID_STATUSES),
  daily: z.array(
    z.object({
      date: z.string(),
      bidsPlaced: z.number().int(),
      vehiclesSold: z.number().int(),
      saleValueInPence: z.number().int(),
    }),
  ),
});

async function partyOf(db: D1Database, organizationId: number): Promise<InvoiceParty> {
  const org = await db
    .prepare("SELECT official_company_name, trade_name, vat_number FROM organizations WHERE id = ?")
    .bind(organizationId)
    .first<{ official_company_name: string; trade_name: string; vat_number: string }>();
  const main = (await orgLocations(db, organizationId)).find((l) => l.is_main);
  const address = main
    ? [main.address, main.address2, [main.city, main.county].filter(Boolean).join(", "), main.postcode].filter(
        (s): s is string => Boolean(s),
      )
    : [];
  return {
    officialCompanyName: org?.official_company_name ?? "",
    tradeName: org?.trade_name ?? "",
    vatNumber: org?.vat_number ?? "",
    address,
  };
}

/** `Accept: application/pdf` (alone or preferred) asks for the file; anything else gets JSON. */
const wantsPdf = (request: Request) => /application\/pdf/i.test(request.headers.get("accept") ?? "");

/** An owner's paged list (transactions, invoices), with the end of the free trial while it runs. */
function ownerPage<S, P extends object>(
  path: string,
  summary: string,
  schema: ZodType<S, ZodTypeDef, unknown>,
  item: z.ZodTypeAny,
  search: (
    db: D1Database,
    organizationId: number,
    s: S,
    along: AlongPage,
  ) => Promise<{ page: P; alongside: D1Result[] }>,
): Route {
  const responses = { 200: paged(item) };
  return postWithBody(
    // The member's row, the page, its count and the trial's end in one round trip (decision 0272):
    // the rows are the token's organisation's, and nothing is answered before the row confirms an owner.
    { path, access: "member", memberInBatch: true, summary, tags, responses },
    schema,
    async ({ env, caller, clock, memberRead }, s) => {
      const { organizationId } = requireOrgMember(caller);
      const trial = freeTrialStatement(env.DB, organizationId);
      const { page, alongside } = await search(env.DB, organizationId, s, { statements: [trial], member: memberRead });
      requireOrgOwner(caller);
      return json({ ...page, freeTrialEndsOn: freeTrialEndsOf(alongside[0]!, clock.iso()) });
    },
  );
}

export const booksRoutes: Route[] = [
  ownerPage(
    "/organization/transactions",
    "The organisation's fee transactions, paged (0-based), newest first; owner only",
    TransactionSearchSchema,
    transaction,
    searchTransactions,
  ),
  ownerPage(
    "/organization/invoices",
    "The organisation's monthly invoices, paged (0-based), newest first; owner only",
    InvoiceSearchSchema,
    invoice,
    searchInvoices,
  ),
  {
    method: "GET",
    path: "/organization/invoices/{id}",
    access: "member",
    summary: "One invoice with its lines; with `Accept: application/pdf` the PDF file Invoice_{number}.pdf",
    tags,
    answers: { pdf: true },
    request: { params: IdParams },
    responses: {
      200: invoice.extend({
        lines: z.array(z.object({ title: z.string(), amountInPence: z.number().int(), transactionOn: z.string() })),
      }),
    },
    handler: async ({ env, db, caller, request, params }) => {
      const owner = requireOrgOwner(caller);
      const id = pathId(params.id);
      const found = id === null ? null : await readInvoice(env.DB, owner.organizationId, id);
      if (!found) throw notFound();
      if (!wantsPdf(request)) return json(found);
      const issuer = {
        name: "Trade Auction",
        email: env.SUPPORT_EMAIL ?? "",
        phone: env.SUPPORT_PHONE ?? "",
        supplier: await readSupplier(db),
      };
      const pdf = await invoicePdf(found, await partyOf(env.DB, owner.organizationId), issuer);
      // A copy typed on a plain ArrayBuffer, which Response accepts (pdf-lib types its bytes loosely).
      return new Response(new Uint8Array(pdf), {
        headers: {
          "content-type": "application/pdf",
          "content-disposition": `attachment; filename="Invoice_${found.invoiceNumber}.pdf"`,
          "cache-control": "private, no-store",
        },
      });
    },
  },
  {
    method: "POST",
    path: "/account/statistic",
    access: "member",
    memberInBatch: true,
    summary: "The organisation's auctions per status and auctions bid on per bid status since dateFrom",
    tags: ["analytics"],
    request: { body: StatisticRequestSchema },
    responses: { 200: statistics },
    handler: async ({ env, caller, request, clock, memberRead }) => {
      const member = requireOrgMember(caller);
      const body = await parseBody(request, StatisticRequestSchema);
      const nowIso = new Date(clock.now()).toISOString();
      return json(
        await organizationStatistics(
          await allDatabases(env),
          member.organizationId,
          body.dateFrom,
          body.dateTo,
          nowIso,
          memberRead,
        ),
      );
    },
  },
];
