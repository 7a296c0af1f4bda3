// Decision 0259: a page's stylesheets (a few KB each) are written into its HTML, so its first paint
// waits for no stylesheet request, and their <link>s are marked `disabled` so the browser neither
// fetches nor waits for them. React keeps the links (hydration never patches attributes) and a
// client navigation adds the next page's links as before.
import type { EntryContext } from "@remix-run/cloudflare";

/** A stylesheet larger than this (the API docs' Swagger UI) stays a link. */
const MAX_INLINE_BYTES = 32 * 1024;
/** Built stylesheets carry their content's hash in their name, so a text once read never changes. */
const texts = new Map<string, string>();

/** The built stylesheets the matched routes link, in the order <Links> renders them. */
export function pageStylesheets(context: EntryContext): string[] {
  const hrefs = context.staticHandlerContext.matches.flatMap(({ route }) => {
    const descriptors = [
      ...(context.manifest.routes[route.id]?.css ?? []).map((href) => ({ rel: "stylesheet", href })),
      ...(context.routeModules[route.id]?.links?.() ?? []),
    ];
    return descriptors.flatMap((d) => ("rel" in d && d.rel === "stylesheet" && d.href ? [d.href] : []));
  });
  return [...new Set(hrefs)].filter((href) => href.startsWith("/build/"));
}

/** Each stylesheet's text read from the static assets, or null for one that cannot be (it stays a link). */
async function stylesheetText(assets: Fetcher, origin: string, href: string): Promise<string | null> {
  const known = texts.get(href);
  if (known !== undefined) return known;
  const answer = await assets.fetch(new URL(href, origin)).catch(() => null);
  if (!answer?.ok) return null;
  const text = await answer.text();
  if (text.length > MAX_INLINE_BYTES || text.includes("</")) return null;
  texts.set(href, text);
  return text;
}

/** The CSS to write into the page and the links it replaces. */
export async function inlineStylesheets(assets: Fetcher | undefined, request: Request, hrefs: string[]) {
  if (!assets) return { css: "", inlined: [] as string[] };
  const origin = new URL(request.url).origin;
  const read = await Promise.all(hrefs.map(async (href) => [href, await stylesheetText(assets, origin, href)] as const));
  const kept = read.filter((entry): entry is readonly [string, string] => entry[1] !== null);
  return { css: kept.map(([, text]) => text).join("\n"), inlined: kept.map(([href]) => href) };
}

/**
 * The HTML stream with each inlined stylesheet's <link> marked disabled. The links are all in the
 * head, so the stream is read as text only up to `</head>` and passed through untouched after.
 */
export function disableInlinedLinks(body: ReadableStream<Uint8Array>, inlined: string[]): ReadableStream<Uint8Array> {
  if (inlined.length === 0) return body;
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let head = "";
  let done = false;
  const rewrite = (html: string) =>
    inlined.reduce(
      (text, href) => text.replace(`<link rel="stylesheet" href="${href}"/>`, `<link rel="stylesheet" href="${href}" disabled=""/>`),
      html,
    );
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if (done) return controller.enqueue(chunk);
        head += decoder.decode(chunk, { stream: true });
        if (!head.includes("</head>")) return;
        done = true;
        controller.enqueue(encoder.encode(rewrite(head)));
      },
      flush(controller) {
        if (!done) controller.enqueue(encoder.encode(rewrite(head + decoder.decode())));
      },
    }),
  );
}
