// Generic content pages (spec 001 section 2.11): the path segment is sent to POST /site-creator and
// the answer's HTML (sanitised when it was saved) is rendered. A missing page is a real 404.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { SLUG_PATTERN, type ContentPage } from "~contract/content";

/** The answer of POST /site-creator, as the contract defines it. */
export type ContentPageData = ContentPage;

export async function loadContentPage(context: AppLoadContext, slug: string | undefined): Promise<ContentPageData> {
  if (!slug || !SLUG_PATTERN.test(slug)) throw new Response("Not Found", { status: 404 });
  const answer = await context.api.call("POST", "/site-creator", { body: { link: slug } });
  if (answer.ok) return answer.data;
  if (answer.status === 404) throw new Response("Not Found", { status: 404 });
  throw new Response(answer.error.message, { status: answer.status >= 500 ? 502 : answer.status });
}
