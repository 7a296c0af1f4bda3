// The module boundaries of DESIGN "The shape inside" and decision 0019, checked on every `npm test`:
// app/ reaches the server side only through functions/contract (the `~contract/*` alias), nothing
// under functions/ imports app/ or the Remix build except the one composer functions/worker.ts, and
// the contract itself stays pure (no bindings, no database, no API code, only pure packages).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const CONTRACT = "functions/contract/";
const COMPOSER = "functions/worker.ts";
/** What the composer may see of the web side: the Remix build and the API client factory. */
const COMPOSER_MAY_IMPORT = ["build/", "app/api/client.server"];
/** Packages with no I/O and no runtime of their own; anything else makes the contract impure. */
const PURE_PACKAGES = ["zod", "date-fns", "@date-fns/tz"];
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
    } else if (
      file.startsWith("functions/") &&
      target !== null &&
      (target.startsWith("app/") || target.startsWith("build/"))
    ) {
      if (file !== COMPOSER) say(`only ${COMPOSER} may import app/ or build/`);
      else if (!COMPOSER_MAY_IMPORT.some((allowed) => target.startsWith(allowed))) {
        say(`${COMPOSER} may import only ${COMPOSER_MAY_IMPORT.join(" and ")} from the web side`);
      }
    }
  }
  return found;
}

describe("module boundaries", () => {
  const files = [...sourceFiles("app"), ...sourceFiles("functions")];

  it("reads the whole tree", () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain(COMPOSER);
  });

  it("has no import crossing a boundary", () => {
    const found = files.flatMap(violations);
    if (found.length) console.error(`Boundary violations:\n  ${found.join("\n  ")}`);
    expect(found).toEqual([]);
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
