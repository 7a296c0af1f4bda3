// What /api/docs shows before (or without) JavaScript, read from the published OpenAPI document:
// the guide sections of its description (signing in, errors, live events, versions), each tag's
// operations, and the error catalogue of the contract. The renderer replaces the guide and the
// operations when it runs; the anchors are the renderer's own deep links, so a link works both ways.
import { ERROR_CODES } from "~contract/error-codes";

/** A run of text, code where the description put it in backticks. */
export type Inline = { code: boolean; text: string };
export interface GuideSection {
  heading: string;
  paragraphs: Inline[][];
}
export interface OperationLine {
  method: string;
  path: string;
  summary: string;
  /** The renderer's deep link ("/tag/operationId"), used as the element id without JavaScript. */
  anchor: string;
}
export interface TagGroup {
  name: string;
  description: string;
  operations: OperationLine[];
}
export interface ErrorLine {
  code: string;
  statuses: string;
  about: Inline[];
}

interface DocumentShape {
  info: { title: string; version: string; description?: string };
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, { operationId: string; summary?: string; tags?: string[] }>>;
}

function inline(text: string): Inline[] {
  return text
    .split("`")
    .map((part, i) => ({ code: i % 2 === 1, text: part }))
    .filter((p) => p.text !== "");
}

/** The description's "## " sections; its lead paragraph, before any heading, is the intro. */
export function guideOf(description: string): { intro: Inline[][]; sections: GuideSection[] } {
  const paragraphsOf = (block: string) =>
    block
      .split(/\n\s*\n/)
      .map((p) => p.replace(/\s*\n\s*/g, " ").trim())
      .filter(Boolean)
      .map(inline);
  const [lead = "", ...rest] = description.split(/^## /m);
  const sections = rest.map((chunk) => {
    const [heading = "", ...body] = chunk.split("\n");
    return { heading: heading.trim(), paragraphs: paragraphsOf(body.join("\n")) };
  });
  return { intro: paragraphsOf(lead), sections };
}

export function tagGroupsOf(doc: DocumentShape): TagGroup[] {
  const groups = new Map((doc.tags ?? []).map((t) => [t.name, { ...t, operations: [] as OperationLine[] }]));
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      // An operation is listed once, under its first tag, as the renderer shows it first there.
      const tag = op.tags?.[0] ?? "meta";
      const group = groups.get(tag) ?? { name: tag, description: "", operations: [] };
      groups.set(tag, group);
      group.operations.push({
        method: method.toUpperCase(),
        path,
        summary: op.summary ?? "",
        anchor: `/${tag}/${op.operationId}`,
      });
    }
  }
  return [...groups.values()]
    .filter((g) => g.operations.length > 0)
    .map((g) => ({ name: g.name, description: g.description ?? "", operations: g.operations }));
}

export const errorCatalogue = (): ErrorLine[] =>
  Object.entries(ERROR_CODES).map(([code, { status, about }]) => ({
    code,
    statuses: status.join(", "),
    about: inline(about),
  }));

export function overviewOf(doc: DocumentShape) {
  return {
    title: doc.info.title,
    version: doc.info.version,
    ...guideOf(doc.info.description ?? ""),
    tags: tagGroupsOf(doc),
    errors: errorCatalogue(),
  };
}
export type Overview = ReturnType<typeof overviewOf>;
