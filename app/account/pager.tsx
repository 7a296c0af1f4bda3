// The table pager of spec 000 section 9: page size 10, shown only when there are more than 10
// rows, links to the pages within 2 of the current one (about 5), plus previous and next. Plain
// links (`?page=N`, 1-based), so it works without JavaScript.
import { Link } from "@remix-run/react";

export function pageWindow(page: number, pages: number): number[] {
  const from = Math.max(1, Math.min(page - 2, pages - 4));
  const to = Math.min(pages, from + 4);
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

interface PagerProps {
  page: number;
  total: number;
  size: number;
  path: string;
  /** Other query parameters to keep on every page link (a list's search filters). */
  query?: URLSearchParams;
}

export function Pager({ page, total, size, path, query }: PagerProps) {
  if (total <= size) return null;
  const pages = Math.ceil(total / size);
  const href = (n: number) => {
    const params = new URLSearchParams(query);
    params.set("page", String(n));
    return `${path}?${params}`;
  };
  return (
    <nav className="pager" aria-label="Pages">
      {page > 1 ? (
        <Link to={href(page - 1)} className="pager__link" aria-label="Previous page">
          ‹
        </Link>
      ) : null}
      {pageWindow(page, pages).map((n) =>
        n === page ? (
          <span key={n} className="pager__link active" aria-current="page">
            {n}
          </span>
        ) : (
          <Link key={n} to={href(n)} className="pager__link">
            {n}
          </Link>
        ),
      )}
      {page < pages ? (
        <Link to={href(page + 1)} className="pager__link" aria-label="Next page">
          ›
        </Link>
      ) : null}
    </nav>
  );
}

/** `?page=` as a 1-based page number; anything else is page 1. */
export function pageParam(url: URL): number {
  const n = Number(url.searchParams.get("page"));
  return Number.isSafeInteger(n) && n > 0 ? n : 1;
}
