// The module boundaries of DESIGN "The shape inside" and decision 0019, checked on every `npm test`:
// app/ reaches the server side only through functions/contract (the `~contract/*` alias), nothing
// under functions/ imports app/ or the Remix build (the one composer, worker.ts, stands above both:
// decision 0151), and the contract itself stays pure (no bindings, no database, no API code, only
// pure packages); inside functions/ no folder imports one that imports it, at any depth (decision
// 0102: the API's mount table is the composition root's, so api/ never imports a domain that
// imports it); and no file in app/ or functions/ imports one that imports it back (decision 0151).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const CONTRACT = "functions/contract/";
const COMPOSER = "worker.ts";
/** What the composer may see of the web side: the Remix build and the API client factory. */
const COMPOSER_MAY_IMPORT = ["build/", "app/api/client.server"];
/**
 * Packages with no I/O and no runtime of their own; anything else makes the contract impure.
 * zod-to-openapi only adds `.openapi()` metadata to zod, for the answer schemas' component names.
 */
const PURE_PACKAGES = ["zod", "date-fns", "@date-fns/tz", "@asteasolutions/zod-to-openapi"];
/** Contract tests may also check the schemas through the form library the web app parses with. */
const TEST_PACKAGES = ["vitest", "@conform-to/zod"];
/** Files still allowed to cross a boundary, each with the reason and when it ends (none today). */
const ALLOWED_CROSSINGS = new Set<string>([]);

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(rel);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [rel] : [];
  });
}

/** A specifier as a repo-relative path (aliases and relative paths resolved), or null for a package. */
function resolve(from: string, specifier: string): string | null {
  if (specifier.startsWith("~contract/")) return CONTRACT + specifier.slice("~contract/".length);
  if (specifier.startsWith("~/")) return "app/" + specifier.slice(2);
  if (specifier.startsWith(".")) return path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  return null;
}

const packageOf = (specifier: string) =>
  specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : specifier.split("/")[0];

function violations(file: string): string[] {
  const text = readFileSync(path.join(root, file), "utf8");
  const specifiers = ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
  const found: string[] = [];
  for (const specifier of specifiers) {
    const target = resolve(file, specifier);
    const say = (rule: string) => found.push(`${file} imports "${specifier}": ${rule}`);
    if (file.startsWith("app/")) {
      if (target?.startsWith("functions/") && !target.startsWith(CONTRACT) && !ALLOWED_CROSSINGS.has(file)) {
        say("app/ may reach the server side only through ~contract/*");
      }
    } else if (file.startsWith(CONTRACT)) {
      const isTest = file.endsWith(".test.ts");
      if (target === null) {
        const allowed = isTest ? [...PURE_PACKAGES, ...TEST_PACKAGES] : PURE_PACKAGES;
        if (!allowed.includes(packageOf(specifier))) say(`the contract may import only ${PURE_PACKAGES.join(", ")}`);
      } else if (!target.startsWith(CONTRACT)) {
        say("the contract may not import outside functions/contract");
      }
    } else if (target !== null && (target.startsWith("app/") || target.startsWith("build/"))) {
      if (file !== COMPOSER) say(`only ${COMPOSER} may import app/ or build/`);
      else if (!COMPOSER_MAY_IMPORT.some((allowed) => target.startsWith(allowed))) {
        say(`${COMPOSER} may import only ${COMPOSER_MAY_IMPORT.join(" and ")} from the web side`);
      }
    }
  }
  return found;
}

/** The sibling entries (folders or files under one parent) an import runs between, or null within one. */
function siblingEdge(from: string, to: string): [string, string] | null {
  const a = from.split("/");
  const b = to.split("/");
  let i = 0;
  while (i < a.length - 1 && i < b.length - 1 && a[i] === b[i]) i++;
  if (i >= a.length - 1 && i >= b.length - 1) return null;
  const parent = a.slice(0, i).join("/");
  const name = (parts: string[]) => (i === parts.length - 1 ? parts[i].replace(/\.tsx?$/, "") : parts[i]);
  return [`${parent}/${name(a)}`, `${parent}/${name(b)}`];
}

type Arrows = Map<string, Map<string, string>>;

function addArrow(arrows: Arrows, from: string, to: string, why: string): void {
  const out = arrows.get(from) ?? new Map<string, string>();
  out.set(to, why);
  arrows.set(from, out);
}

/** Tarjan's strongly connected components: each of two or more nodes, as one import per arrow. */
function cyclesOf(arrows: Arrows): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of arrows.get(node)?.keys() ?? []) {
      if (!index.has(next)) visit(next);
      if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, low.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const members = stack.splice(stack.indexOf(node));
    if (members.length > 1) {
      cycles.push(
        members.flatMap((m) => [...(arrows.get(m) ?? [])].filter(([to]) => members.includes(to)).map(([, why]) => why)),
      );
    }
  };
  for (const node of arrows.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

const importsOf = (file: string) =>
  ts.preProcessFile(readFileSync(path.join(root, file), "utf8"), true, true).importedFiles.map((f) => f.fileName);
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** Folder cycles in functions/ (strongly connected sibling entries). */
function folderCycles(files: string[]): string[][] {
  const arrows: Arrows = new Map();
  for (const file of files.filter((f) => f.startsWith("functions/") && !isTest(f))) {
    for (const specifier of importsOf(file)) {
      const target = resolve(file, specifier);
      if (!target?.startsWith("functions/")) continue;
      const edge = siblingEdge(file, `${target}.ts`);
      if (edge && edge[0] !== edge[1]) addArrow(arrows, edge[0], edge[1], `${file} imports "${specifier}"`);
    }
  }
  return cyclesOf(arrows);
}

/**
 * File cycles in app/ and functions/ (type-only and lazy imports count: each still ties the two
 * files together). A resolved specifier names a file with its extension or an index left off.
 */
function fileCycles(files: string[]): string[][] {
  const known = new Set(files);
  const fileOf = (target: string) =>
    ["", ".ts", ".tsx", "/index.ts", "/index.tsx"].map((end) => target + end).find((f) => known.has(f));
  const arrows: Arrows = new Map();
  for (const file of files.filter((f) => !isTest(f))) {
    for (const specifier of importsOf(file)) {
      const target = resolve(file, specifier);
      const to = target === null ? undefined : fileOf(target);
      if (to && to !== file) addArrow(arrows, file, to, `${file} imports "${specifier}"`);
    }
  }
  return cyclesOf(arrows);
}

describe("module boundaries", () => {
  const files = [...sourceFiles("app"), ...sourceFiles("functions"), COMPOSER];

  it("reads the whole tree", () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain(COMPOSER);
  });

  it("has no import crossing a boundary", () => {
    const found = files.flatMap(violations);
    if (found.length) console.error(`Boundary violations:\n  ${found.join("\n  ")}`);
    expect(found).toEqual([]);
  });

  it("has no folder in functions/ that imports a folder importing it", () => {
    const cycles = folderCycles(files);
    for (const cycle of cycles) console.error(`Folder cycle:\n  ${cycle.join("\n  ")}`);
    expect(cycles).toEqual([]);
  });

  it("has no file in app/ or functions/ that imports a file importing it", () => {
    const cycles = fileCycles(files);
    for (const cycle of cycles) console.error(`File cycle:\n  ${cycle.join("\n  ")}`);
    expect(cycles).toEqual([]);
  });

  it("sees a cycle when there is one", () => {
    // The check itself, on made-up arrows: a summary that imports the registry importing it.
    const arrows: Arrows = new Map();
    addArrow(arrows, "registry", "launch", "registry imports launch");
    addArrow(arrows, "launch", "summary", "launch imports summary");
    addArrow(arrows, "summary", "registry", "summary imports registry");
    addArrow(arrows, "summary", "format", "summary imports format");
    expect(cyclesOf(arrows)).toEqual([
      ["registry imports launch", "launch imports summary", "summary imports registry"],
    ]);
    arrows.get("summary")!.delete("registry");
    expect(cyclesOf(arrows)).toEqual([]);
  });

  it("sees a folder cycle when there is one", () => {
    // The check itself, on a made-up pair: a domain that imports api/ while api/ imports the domain.
    expect(siblingEdge("functions/api/router.ts", "functions/auctions/http/routes.ts")).toEqual([
      "functions/api",
      "functions/auctions",
    ]);
    expect(siblingEdge("functions/api-routes.ts", "functions/api/types.ts")).toEqual([
      "functions/api-routes",
      "functions/api",
    ]);
    expect(siblingEdge("functions/auctions/http/a.ts", "functions/auctions/http/b.ts")).toBeNull();
  });

  it("still needs every temporary crossing it allows", () => {
    // A crossing allowed for a while must still be needed, so the allowance cannot outlive it.
    for (const file of ALLOWED_CROSSINGS) {
      if (!existsSync(path.join(root, file))) throw new Error(`${file} is gone: remove it from ALLOWED_CROSSINGS`);
      const specifiers = ts.preProcessFile(readFileSync(path.join(root, file), "utf8"), true, true).importedFiles;
      const crosses = specifiers.some(
        (s) => resolve(file, s.fileName)?.startsWith("functions/") && !resolve(file, s.fileName)?.startsWith(CONTRACT),
      );
      expect(crosses, `${file} no longer imports functions/: remove it from ALLOWED_CROSSINGS`).toBe(true);
    }
  });
});
