// Any single-segment path no other route claims is a content page (terms, privacy, FAQ, or one an
// administrator added); unknown ones get the not-found view with status 404.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { loadContentPage } from "~/content/content-page.server";
import { ContentPage, contentMeta } from "~/content/content-page";

export function loader({ params, context }: LoaderFunctionArgs) {
  return loadContentPage(context, params.slug);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => contentMeta(data?.title);

export default function ContentRoute() {
  return <ContentPage page={useLoaderData<typeof loader>()} />;
}
