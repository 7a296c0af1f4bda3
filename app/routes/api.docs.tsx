// GET /api/docs: the API reference (issue 25 item 4), from the published OpenAPI document. The
// Worker hands this one /api path to the web app (worker.ts); the renderer loads on this page only.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { overviewOf } from "~/api-docs/overview.server";
import { ApiDocsPage } from "~/api-docs/api-docs-page";
import apiDocsStyles from "~/styles/api-docs.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: apiDocsStyles }];

export const meta: MetaFunction = () => [{ title: "API reference | Trade Auction" }];

export async function loader({ context }: LoaderFunctionArgs) {
  const answer = await context.api.callRaw("GET", "/openapi.json");
  if (!answer.ok) throw new Response("The API document is not available just now.", { status: 503 });
  return overviewOf(await answer.json());
}

export default function ApiDocs() {
  return <ApiDocsPage overview={useLoaderData<typeof loader>()} />;
}
