// What the validating pages' actions parse with. A route imports its schema from here, never from
// the contract, `@conform-to/zod` or schemas.ts: the browser's build keeps a module that a route
// imports even when only its action uses it, and one such import put zod (about 14 KiB) on the
// page's first load. A `.server` module is left out of the browser's build (decision 0237).
export * from "./schemas";
export { IdempotencyKeySchema } from "~contract/bid-idempotency-schema";
export { SupplierDetailsSchema } from "~contract/supplier";
