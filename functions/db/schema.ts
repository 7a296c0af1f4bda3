// The D1 schema: every table, gathered from one file per domain. Migrations under ./migrations
// are generated from this file with `npm run db:generate`, so the TypeScript row types and the
// SQL never drift apart. Arrows run one way: the schema-*.ts files import schema-core.ts (and
// schema-auctions.ts), never this file.
export * from "./schema-core";
export * from "./schema-auctions";
export * from "./schema-postcodes";
export * from "./schema-ops";
export * from "./schema-alerts";
export * from "./schema-payments";
export * from "./schema-books";
export * from "./schema-watchlist";
export * from "./schema-push";
export * from "./schema-archive";
export * from "./schema-disputes";
