// The last pass of the sanitiser, over what HTMLRewriter left. By then text holds no raw "<" or ">"
// (the rewriter escaped them), so every "<...>" is a tag. This pass rebuilds each allowed tag from
// scratch, drops everything else (stray end tags such as </main>, doctypes) and closes what is left
// open, so stored content can never close or break the page around it. Pure: runs in Node too.
import { isKeptAttribute, KEPT_ELEMENTS, VOID_ELEMENTS } from "./html-allowlist";

// A "<" that cannot start a tag (or a tag cut short by another "<") stays text and is escaped.
const TAG = /<[a-zA-Z/!?][^<>]*>/g;
const TAG_NAME = /^<(\/?)([a-zA-Z][a-zA-Z0-9]*)/;
const ATTRIBUTE = /([^\s"'=<>`/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const escapeText = (text: string) => text.replace(/</g, "&lt;").replace(/>/g, "&gt;");

function startTag(name: string, rest: string): string {
  let out = `<${name}`;
  for (const match of rest.matchAll(ATTRIBUTE)) {
    const attr = match[1].toLowerCase();
    const value = match[2] ?? match[3] ?? match[4] ?? "";
    if (isKeptAttribute(name, attr, value)) out += ` ${attr}="${value}"`;
  }
  return `${out}>`;
}

export function balanceTags(html: string): string {
  const open: string[] = [];
  let out = "";
  let last = 0;
  for (const match of html.matchAll(TAG)) {
    out += escapeText(html.slice(last, match.index));
    last = match.index! + match[0].length;
    const parsed = TAG_NAME.exec(match[0]);
    if (!parsed) continue; // comments, doctypes, processing instructions
    const closing = parsed[1] === "/";
    const name = parsed[2].toLowerCase();
    if (!KEPT_ELEMENTS.has(name)) continue;
    if (!closing) {
      out += startTag(name, match[0].slice(parsed[0].length).replace(/\/?>$/, ""));
      if (!VOID_ELEMENTS.has(name)) open.push(name);
      continue;
    }
    const at = open.lastIndexOf(name);
    if (at === -1) continue; // a stray end tag
    while (open.length > at) out += `</${open.pop()}>`;
  }
  out += escapeText(html.slice(last));
  while (open.length) out += `</${open.pop()}>`;
  return out;
}
