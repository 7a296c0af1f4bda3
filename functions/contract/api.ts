// The JSON envelope of every API answer (DESIGN "API answers and errors"): `{ data }` on success,
// an ErrorBody on failure. The handlers build it (functions/api/http.ts), the Remix client reads it.
export type FieldErrors = Record<string, string[]>;

export interface ErrorBody {
  errorCode?: string;
  message: string;
  fieldErrors?: FieldErrors;
}

export interface DataBody<T> {
  data: T;
}
