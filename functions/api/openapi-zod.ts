// zod with `.openapi()`: zod-to-openapi adds it to zod's prototype, once, here. The generator
// imports this module; importing it again anywhere (the Worker too) is harmless.
import { extendZodWithOpenApi } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";

extendZodWithOpenApi(z);

/** The failure envelope of every API answer (DESIGN.md "API answers and errors"). */
export const ErrorBodySchema = z
  .object({
    errorCode: z.string().optional().openapi({ description: "Stable machine-readable code, e.g. INVALID_JWT_TOKEN" }),
    message: z.string().openapi({ description: "Human-readable message, shown as is" }),
    fieldErrors: z
      .record(z.array(z.string()))
      .optional()
      .openapi({ description: 'Messages by field path, e.g. { "email": ["Field is required"] }' }),
  })
  .openapi("ErrorBody");

/** The success envelope: `{ data }`, with `data` as the route declares it. */
export const successEnvelope = (data: z.ZodTypeAny) => z.object({ data });

export { z };
