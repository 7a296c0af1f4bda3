// The document's front matter: what the API is, how to sign in and use the token, the envelope and
// the error catalogue, the event streams, the versioning policy (decision 0129), the servers and
// the tags. The reference page at /api/docs renders it.
import type { Route } from "./types";

export const API_VERSION = "1.0.0";

const DESCRIPTION = `The REST API of Trade Auction, the trade-only vehicle auction site for UK motor dealers: the
web app and the mobile app both use it.

## Signing in
POST /auth/login with \`{ "email", "password" }\` answers \`{ data: { token, refreshToken, ... } }\`.
Send the token on every member call as \`Authorization: Bearer <token>\`. It lives 15 minutes:
POST /auth/refresh-token with the refresh token gets a new pair. A 401 means sign in again.

## Answers and errors
Success is \`{ "data": ... }\`; paged lists are \`{ content, totalElements, last }\`. Amounts are
integer pence, times ISO 8601 UTC. A failure is \`{ errorCode?, message, fieldErrors? }\`: show
\`message\` as it is, switch on \`errorCode\` (each operation lists the codes it may answer, by status),
and put \`fieldErrors\` (412) under the named fields. Every state change of an auction carries its
\`version\`: 409 STALE_VERSION means refetch and retry.

## Live events
GET /sse/auction/buyer (by \`auctionIds\`, and \`feed=global\` for newly published auctions) and
GET /sse/auction/seller (the caller's organisation) answer \`text/event-stream\`. Each \`message\`
event's data is a LiveEvent; \`heartbeat\` events keep the connection open. Events are hints:
refetch what you show when one arrives or after a reconnect.

## Versions and deprecation
The document's \`info.version\` follows semantic versioning. Within a major version, changes only
add: new operations, new optional request fields, new answer fields and new error codes (clients
ignore fields they do not know). An operation or field to be removed is first marked
\`deprecated: true\` for at least 6 months, with its replacement named in its description; removal
comes only with the next major version, served beside the old one until its clients have moved.`;

export const API_INFO = {
  title: "Trade Auction API",
  version: API_VERSION,
  description: DESCRIPTION,
  contact: { name: "Trade Auction support", email: "support@tradeauction.co.uk" },
  license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
};

/** Absolute once the origin is filled in; the served document names the origin it came from. */
export const API_SERVERS = [
  {
    url: "{origin}/api",
    description: "A Trade Auction deployment",
    variables: { origin: { default: "http://localhost:8787", description: "Scheme, host and port of the site" } },
  },
];

const TAG_DESCRIPTIONS: Record<string, string> = {
  auth: "Sign in, tokens, the member's own account",
  account: "The member's profile and password",
  admin: "Operations staff only",
  registration: "Dealer registration and its steps",
  organisation: "The organisation: details, locations, employees",
  auctions: "Auctions: search, detail, lifecycle, the selling and buying lists",
  bidding: "Placing bids and the bid terms",
  watchlist: "The member's watched auctions",
  live: "Live events: the event streams and what they may show",
  wizard: "The listing wizard's lookups and steps",
  vehicles: "Vehicle makes, models and drafts",
  media: "Photo and video uploads",
  payments: "Cards, direct debit and the payment provider's webhook",
  alerts: "Search alerts",
  notifications: "Notification settings and push subscriptions",
  analytics: "Selling analytics",
  content: "Content pages and the contact form",
  postcodes: "UK postcodes",
  ops: "The operations console",
  disputes: "Disputes of a sale: the buyer raises within 48 hours, the seller answers, ops decide",
  meta: "Health and this document",
};

export function tagsOf(route: Route): string[] {
  return route.tags?.length ? route.tags : [route.path.split("/")[1] || "meta"];
}

export const API_TAGS = Object.entries(TAG_DESCRIPTIONS).map(([name, description]) => ({ name, description }));

export const tagDescribed = (tag: string) => tag in TAG_DESCRIPTIONS;
