// The reference renderer (Swagger UI, decision 0164), bundled from its npm package into a chunk of
// its own: only /api/docs imports this, after hydration, so no other page loads it.
import SwaggerUIBundle from "swagger-ui-dist/swagger-ui-bundle.js";

export { SwaggerUIBundle };
