// A compile-time check that an answer's zod schema and its DTO interface say the same thing: the
// DTOs stay the types handlers and the web app use, the schemas document and validate them, and a
// field added to one and not the other fails the type check.
// Assignable both ways, and the same keys (an optional field on one side alone is still assignable).
export type Same<A, B> = [A] extends [B]
  ? [B] extends [A]
    ? [keyof A] extends [keyof B]
      ? [keyof B] extends [keyof A]
        ? true
        : false
      : false
    : false
  : false;

/** Use as `sameShape<z.infer<typeof S>, Dto>(true)`: it only compiles when both match. */
export const sameShape = <A, B>(ok: Same<A, B>): Same<A, B> => ok;
