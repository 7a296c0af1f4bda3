// Postcode live search for the address step of registration (spec 000 section 5: 2 to 8
// characters, first and seventh characters letters or the search is cancelled, page 0, limit 50).
// A resource route: the browser's script asks here, the API answers (POST /postal-code).
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { isSearchablePostcodeInput, POSTCODE_SEARCH } from "~contract/postcode-rules";

export interface PostcodeOption {
  id: number;
  postcode: string;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const q = new URL(request.url).searchParams.get("q") ?? "";
  if (!isSearchablePostcodeInput(q)) return Response.json({ options: [] });
  const result = await context.api.call("POST", "/postal-code", {
    body: { search: q, page: 0, limit: POSTCODE_SEARCH.maxLimit },
  });
  return Response.json(
    { options: result.ok ? result.data : [] },
    { headers: { "cache-control": "private, max-age=60" } },
  );
}
