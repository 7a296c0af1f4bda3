// What content-page HTML may contain (DESIGN.md: HTML from content pages is sanitised on save).
// Shared by the HTMLRewriter pass and the final tag pass so both apply the same rules.

/** Elements kept as they are. */
export const KEPT_ELEMENTS = new Set([
  "p",
  "h2",
  "h3",
  "h4",
  "ul",
  "ol",
  "li",
  "a",
  "strong",
  "em",
  "br",
  "table",
  "caption",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
]);

export const VOID_ELEMENTS = new Set(["br"]);

/** Near-equivalents renamed rather than lost: the page title is the only h1. */
export const RENAMED_ELEMENTS: Record<string, string> = { h1: "h2", h5: "h4", h6: "h4", b: "strong", i: "em" };

/**
 * Removed with everything inside. This includes every element whose content the HTML parser
 * reads as raw text (script, style, xmp, textarea...): unwrapping one would turn its text into markup.
 */
export const DROPPED_ELEMENTS = new Set([
  "script",
  "style",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "noscript",
  "noembed",
  "noframes",
  "template",
  "svg",
  "math",
  "textarea",
  "select",
  "title",
  "xmp",
  "plaintext",
  "listing",
  "head",
  "audio",
  "video",
  "canvas",
  "dialog",
]);

const SAFE_SCHEMES = new Set(["http", "https", "mailto"]);

/** Decodes the character references a browser would decode before reading a URL's scheme. */
function decodeReferences(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff)))
    .replace(/&#([0-9]+);?/g, (_, dec: string) => String.fromCodePoint(Math.min(parseInt(dec, 10), 0x10ffff)))
    .replace(/&colon;/gi, ":")
    .replace(/&tab;/gi, "\t")
    .replace(/&newline;/gi, "\n")
    .replace(/&amp;/gi, "&");
}

/** http(s), mailto and relative links only; javascript:, data: and friends are refused, however spelt. */
export function isSafeHref(raw: string): boolean {
  // Quotes and angle brackets never belong in a link we keep, and keeping them out means the
  // value can always be written back inside double quotes.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  if (/["'<>`\u0000-\u001f\u007f]/.test(raw)) return false;
  // Browsers drop tabs, newlines and leading controls or spaces before reading the scheme.
  // eslint-disable-next-line no-control-regex -- and what browsers drop, so they are dropped first
  const decoded = decodeReferences(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, "");
  const end = decoded.search(/[:/?#]/);
  if (end === -1 || decoded[end] !== ":") return true; // relative
  return SAFE_SCHEMES.has(decoded.slice(0, end).toLowerCase());
}

const SPAN = (v: string) => /^[1-9][0-9]?$/.test(v);

/** Attributes kept per element, each with a check of its value. Everything else is removed. */
export const KEPT_ATTRIBUTES: Record<string, Record<string, (value: string) => boolean>> = {
  a: { href: isSafeHref },
  th: { colspan: SPAN, rowspan: SPAN, scope: (v) => /^(row|col|rowgroup|colgroup)$/.test(v) },
  td: { colspan: SPAN, rowspan: SPAN },
};

export function isKeptAttribute(element: string, name: string, value: string): boolean {
  const check = KEPT_ATTRIBUTES[element]?.[name];
  return check ? check(value) : false;
}
