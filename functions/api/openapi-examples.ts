// Examples of the document, by "METHOD path": real requests and answers of the seeded demo (the
// Riverside buyer and owner, password Password123!), captured by scripts/openapi-examples.mjs with
// lists cut to their first items and tokens shortened. functions/api/openapi-examples.test.ts checks
// every example of the document against its own schema, so a contract change that breaks one fails.
import captured from "./openapi-examples.json";

export interface Example {
  request?: unknown;
  response?: unknown;
}

export const EXAMPLES: Record<string, Example> = captured;
