// The API's calls as the published document types them (issue 25 item 3): a path is one of the
// document's path templates, the method one it serves there, and the path parameters, query, body
// and answer are the document's own, so a changed path, method, query, body or answer fails the
// type check of every call site. The types come from app/api/generated, which `npm run openapi`
// writes from docs/api/openapi.json with openapi-typescript, as a mobile team would.
import type { paths } from "./generated/trade-auction-api";

export type ApiMethod = "GET" | "POST" | "PUT" | "DELETE" | "PATCH";
export type ApiPath = keyof paths;

/** The path templates that serve this method (an absent method is `?: never` in the generated types). */
export type PathsFor<M extends ApiMethod> = {
  [P in ApiPath]: paths[P] extends { [K in Lowercase<M>]: object } ? P : never;
}[ApiPath];

/** The generated operation behind a method and a path template. */
export type OperationOf<M extends ApiMethod, P extends ApiPath> = paths[P] extends {
  [K in Lowercase<M>]: infer Op;
}
  ? Op
  : never;

type Json<R> = R extends { content: { "application/json": infer J } } ? J : never;
type SuccessJson<Op> = Op extends { responses: infer R } ? Json<R[Extract<keyof R, 200 | 201>]> : never;
/** The answer's payload: what the `{ data }` envelope carries (or the whole body if it has none). */
export type AnswerOf<M extends ApiMethod, P extends ApiPath> =
  SuccessJson<OperationOf<M, P>> extends { data: infer D } ? D : SuccessJson<OperationOf<M, P>>;

type ParametersOf<Op> = Op extends { parameters: infer Ps } ? Ps : never;
type RequestOf<Op> = Op extends { requestBody?: unknown } ? Op : never;
/** A key's value (never when absent or `never`), and whether the document makes it optional. */
type ValueAt<T, K extends string> = T extends { [Key in K]?: infer V } ? NonNullable<V> : never;
type OptionalAt<T, K extends string> = T extends { [Key in K]: unknown } ? false : true;
type BodyContent<RB> = RB extends { content: { "application/json": infer B } }
  ? B
  : RB extends { content: { "multipart/form-data": unknown } }
    ? FormData
    : never;

/** One part of a call's options: absent when the operation has none, optional when the document says so. */
type Part<K extends string, V, Optional extends boolean> = [V] extends [never]
  ? { [Key in K]?: never }
  : Optional extends true
    ? { [Key in K]?: V }
    : { [Key in K]: V };

type Op<M extends ApiMethod, P extends ApiPath> = OperationOf<M, P>;
/** What a call must send: path parameters (always required), query and body as the document has them. */
export type CallInput<M extends ApiMethod, P extends ApiPath> = Part<
  "params",
  ValueAt<ParametersOf<Op<M, P>>, "path">,
  false
> &
  Part<"query", ValueAt<ParametersOf<Op<M, P>>, "query">, OptionalAt<ParametersOf<Op<M, P>>, "query">> &
  Part<
    "body",
    BodyContent<ValueAt<RequestOf<Op<M, P>>, "requestBody">>,
    OptionalAt<RequestOf<Op<M, P>>, "requestBody">
  >;

/** The JSON body a call sends, as the document types it. */
export type BodyOf<M extends ApiMethod, P extends ApiPath> = NonNullable<CallInput<M, P>["body"]>;

/** The options argument may be left out when nothing in it is required. */
export type OptionalWhenEmpty<O> = object extends O ? [options?: O] : [options: O];

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** A path template filled in (each value encoded) with its query appended. */
export function pathOf(template: string, params?: object, query?: object): string {
  const values = (params ?? {}) as Record<string, string | number>;
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`pathOf: no value for {${name}} in ${template}`);
    return encodeURIComponent(String(values[name]));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries((query ?? {}) as Record<string, QueryValue>)) {
    if (value === undefined || value === null) continue;
    for (const one of Array.isArray(value) ? value : [value]) search.append(name, String(one));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
