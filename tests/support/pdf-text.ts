// Reads the text a PDF draws, for tests: inflates every Flate stream (pdf-lib compresses page
// content) and decodes the hex and literal strings of the Tj/TJ operators. Enough for the PDFs we
// make (standard fonts, WinAnsi); not a general PDF parser.
import { inflateSync } from "node:zlib";

export function isPdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.subarray(0, 5)).toString("latin1") === "%PDF-";
}

function streams(bytes: Uint8Array): string[] {
  const raw = Buffer.from(bytes).toString("latin1");
  const out: string[] = [];
  const re = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = re.exec(raw))) {
    const start = match.index + match[0].length;
    const end = raw.indexOf("endstream", start);
    if (end < 0) break;
    const body = Buffer.from(raw.slice(start, end), "latin1");
    try {
      out.push(inflateSync(body).toString("latin1"));
    } catch {
      out.push(body.toString("latin1"));
    }
    re.lastIndex = end;
  }
  return out;
}

/** The drawn strings of every page, joined by newlines. */
export function pdfText(bytes: Uint8Array): string {
  const parts: string[] = [];
  for (const s of streams(bytes)) {
    for (const m of s.matchAll(/<([0-9A-Fa-f\s]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
      if (m[1] !== undefined) parts.push(Buffer.from(m[1].replace(/\s/g, ""), "hex").toString("latin1"));
      else parts.push(m[2].replace(/\\(.)/g, "$1"));
    }
  }
  return parts.join("\n");
}
