// Routes are declared in one place (issue 28 item 5, decision 0152): the flat route files of
// app/routes are the route table, each URL one file there. Area folders (app/buying, app/selling,
// app/wizard...) hold what those files put together (views, loaders, actions under their own
// names), never a route module: no file outside app/routes exports a name Remix reads from one.
// The shared auction UI (cards, lists, status, the detail's sections) is app/auction; app/buying is
// the buyer's pages, so only route files import it.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
/** The exports Remix reads from a route module (`default` is any component, so it is not one). */
const ROUTE_EXPORTS = new Set([
  "loader",
  "action",
  "meta",
  "links",
  "headers",
  "handle",
  "ErrorBoundary",
  "HydrateFallback",
  "shouldRevalidate",
  "clientLoader",
  "clientAction",
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(rel);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

/** The names a module exports (declarations and export lists; re-exports under their new names). */
function exportedNames(text: string): string[] {
  const file = ts.createSourceFile("x.tsx", text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const exported = (node: ts.Node) =>
    ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  return file.statements.flatMap((node): string[] => {
    if (ts.isExportDeclaration(node) && node.exportClause && ts.isNamedExports(node.exportClause)) {
      return node.exportClause.elements.map((e) => e.name.text);
    }
    if (!exported(node)) return [];
    if (ts.isVariableStatement(node)) return node.declarationList.declarations.map((d) => d.name.getText(file));
    if ((ts.isFunctionDeclaration(node) || ts.isClassDeclaration(node)) && node.name) return [node.name.text];
    return [];
  });
}

describe("routes in one place", () => {
  it("has route modules only in app/routes (and the root route)", () => {
    const found = sourceFiles("app")
      .filter((f) => !f.startsWith("app/routes/") && f !== "app/root.tsx")
      .flatMap((f) =>
        exportedNames(readFileSync(path.join(root, f), "utf8"))
          .filter((n) => ROUTE_EXPORTS.has(n))
          .map((n) => `${f} exports ${n}`),
      );
    expect(found).toEqual([]);
  });

  it("reads the exports it looks for", () => {
    const text = `export const loader = () => 1;\nexport async function action() {}\nexport { Boundary as ErrorBoundary } from "./b";\nexport function View() {}`;
    expect(exportedNames(text)).toEqual(["loader", "action", "ErrorBoundary", "View"]);
  });

  it("finds every route file a route", () => {
    // A flat route file that exports nothing Remix reads and no page is a leftover, not a route.
    const empty = sourceFiles("app/routes").filter((f) => {
      const text = readFileSync(path.join(root, f), "utf8");
      return !/export default/.test(text) && !exportedNames(text).some((n) => ROUTE_EXPORTS.has(n));
    });
    expect(empty).toEqual([]);
  });

  it("keeps the buyer's pages apart from the shared auction UI", () => {
    const found = sourceFiles("app")
      .filter((f) => !f.startsWith("app/routes/") && !f.startsWith("app/buying/"))
      .flatMap((f) =>
        ts
          .preProcessFile(readFileSync(path.join(root, f), "utf8"), true, true)
          .importedFiles.filter((i) => i.fileName.startsWith("~/buying/") || i.fileName.includes("/buying/"))
          .map((i) => `${f} imports ${i.fileName}`),
      );
    expect(found).toEqual([]);
  });
});
