import type { ReactNode } from "react";
import type { ContentPageData } from "./content-page.server";

export function ContentPage({ page, children }: { page: ContentPageData; children?: ReactNode }) {
  return (
    <article className="page content-page">
      <h1>{page.title}</h1>
      {/* Sanitised on save by the API (functions/content/sanitize-html.ts). */}
      <div className="prose" dangerouslySetInnerHTML={{ __html: page.content }} />
      {children}
    </article>
  );
}

export const contentMeta = (title: string | undefined) => [
  { title: title ? `${title} | Trade Auction` : "Trade Auction" },
];
