// `npm run openapi`: writes docs/api/openapi.json, the OpenAPI 3.1 document of what production
// serves (also at GET /api/openapi.json). functions/api/openapi.test.ts fails when it is stale.
import { writeFileSync } from "node:fs";
import { buildOpenApiDocument } from "../functions/api/openapi";
import { productionRoutes } from "../functions/api-routes";

export const OPENAPI_FILE = "docs/api/openapi.json";

writeFileSync(OPENAPI_FILE, `${JSON.stringify(buildOpenApiDocument(productionRoutes()), null, 2)}\n`);
console.log(`Wrote ${OPENAPI_FILE}`);
