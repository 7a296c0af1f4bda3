// `npm run openapi`: writes docs/api/openapi.json, the OpenAPI 3.1 document of what production
// serves (also at GET /api/openapi.json), and the TypeScript types a client generates from it alone
// (openapi-typescript): the web app's own API client is typed with them (app/api/generated), and
// tests/openapi/generated-client.test.ts drives a buyer's path with them as a mobile team would.
// functions/api/openapi.test.ts fails when the document is stale, the client test when the types are.
import { writeFileSync } from "node:fs";
import { buildOpenApiDocument } from "../functions/api/openapi";
import { productionRoutes } from "../functions/api-routes";
import { clientTypesOf, CLIENT_TYPES_FILE } from "../tests/openapi/client-types";

export const OPENAPI_FILE = "docs/api/openapi.json";

const doc = buildOpenApiDocument(productionRoutes());
writeFileSync(OPENAPI_FILE, `${JSON.stringify(doc, null, 2)}\n`);
console.log(`Wrote ${OPENAPI_FILE}`);
writeFileSync(CLIENT_TYPES_FILE, await clientTypesOf(doc));
console.log(`Wrote ${CLIENT_TYPES_FILE}`);
