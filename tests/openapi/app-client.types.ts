// Compile-time proof that the web app's API client is typed by the published document (issue 25
// item 3): `npx tsc --noEmit` fails if any line marked @ts-expect-error below stops being an error,
// i.e. if a wrong path, method, parameter, query, body or answer would still compile.
import type { ApiClient } from "../../app/api/client.server";

export async function wrongCallsDoNotCompile(api: ApiClient) {
  // @ts-expect-error a path the document does not have
  await api.call("GET", "/auction/no-such-path");
  // @ts-expect-error a method the path does not serve
  await api.call("DELETE", "/auction/bid", { body: { auctionId: 1, amountInPence: 100 } });
  // @ts-expect-error a filled-in path instead of the template and its parameters
  await api.call("GET", `/auction/${12}`);
  // @ts-expect-error the template's path parameter left out
  await api.call("GET", "/auction/{id}");
  // @ts-expect-error a path parameter of the wrong type
  await api.call("GET", "/auction/{id}", { params: { id: "twelve" } });
  // @ts-expect-error a required body left out
  await api.call("POST", "/auction/bid");
  // @ts-expect-error a body field of the wrong type
  await api.call("POST", "/auction/bid", { body: { auctionId: 1, amountInPence: "£100" } });
  // @ts-expect-error a body on an operation that takes none
  await api.call("GET", "/auth/me", { body: {} });
  // @ts-expect-error a query value outside the document's enum
  await api.call("GET", "/ops/members", { query: { status: "SOMETHING" } });
  // @ts-expect-error a required query left out
  await api.call("GET", "/postal-code/validate");

  const detail = await api.call("GET", "/auction/{id}", { params: { id: 12 } });
  if (detail.ok) {
    const status: string = detail.data.status;
    // @ts-expect-error a field the answer does not have
    const missing = detail.data.noSuchField;
    return [status, missing];
  }
  return [];
}
