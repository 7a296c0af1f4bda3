// Uppy loads only on the wizard's photo and video steps (issue 10, decision 0067): in the client
// build (made by the test run's global setup) the Uppy code sits in one chunk that only the
// /add-vehicle route module names, as a dynamic import, and no route preloads it.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const build = fileURLToPath(new URL("../../public/build", import.meta.url));

function jsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return jsFiles(full);
    return e.name.endsWith(".js") ? [full] : [];
  });
}

const files = jsFiles(build).map((file) => ({
  url: `/build/${path.relative(build, file).split(path.sep).join("/")}`,
  text: readFileSync(file, "utf8"),
}));
const manifest = files.find((f) => /^\/build\/manifest-\w+\.js$/.test(f.url));

describe("the Uppy chunk", () => {
  const chunks = files.filter((f) => /\/uppy\.client-\w+\.js$/.test(f.url));

  it("is one chunk, the only file holding Uppy's code", () => {
    expect(chunks).toHaveLength(1);
    // XHRUpload is the upload plugin's id, a string the minifier keeps.
    expect(files.filter((f) => f.text.includes('"XHRUpload"')).map((f) => f.url)).toEqual([chunks[0].url]);
  });

  it("is named only by the wizard's route module, as a dynamic import", () => {
    const uppy = chunks[0].url;
    const namers = files.filter((f) => f !== chunks[0] && f.text.includes(uppy));
    expect(namers.map((f) => f.url)).toEqual([expect.stringMatching(/^\/build\/routes\/add-vehicle-\w+\.js$/)]);
    expect(namers[0].text).toMatch(new RegExp(`import\\(\\s*["']${uppy.replace(/[.]/g, "\\.")}["']\\s*\\)`));
  });

  it("is preloaded by no route", () => {
    expect(manifest).toBeDefined();
    const parsed = JSON.parse(manifest!.text.replace(/^window\.__remixManifest=/, "").replace(/;\s*$/, "")) as {
      entry: { imports: string[] };
      routes: Record<string, { module: string; imports?: string[] }>;
    };
    const preloaded = [
      ...parsed.entry.imports,
      ...Object.values(parsed.routes).flatMap((r) => [r.module, ...(r.imports ?? [])]),
    ];
    expect(preloaded).not.toContain(chunks[0].url);
  });
});
