// zod with `.openapi()` for the answer schemas: they name their components for the API document.
// Extending twice (functions/api/openapi-zod.ts does too) is harmless.
import { extendZodWithOpenApi } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";

extendZodWithOpenApi(z);

export { z };
