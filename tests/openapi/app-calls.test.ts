// The web app calls the API only through the document-typed client (issue 25 item 3): no string
// paths through the untyped layer, and a template string only as a union of the document's path
// templates (`as const`), so the type check still names every path. The one exception is named: the dev mailbox, a dev-only route
// the published document leaves out. tests/openapi/app-client.types.ts proves wrong calls fail tsc.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const UNTYPED_ALLOWED = new Set(["app/api/client.server.ts", "app/routes/dev.mailbox.tsx"]);

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : files(rel);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

describe("the web app's API calls", () => {
  it("go through the typed client, with path templates, never string paths", () => {
    const untyped = files("app").flatMap((file) => {
      if (UNTYPED_ALLOWED.has(file)) return [];
      const text = readFileSync(file, "utf8");
      const hits = [
        ...text.matchAll(
          /\bapi\.(request|raw)\s*[<(]|(call|callRaw|viewerApi|ops\.api)\([^)]*`\/[^`]*\$\{[^`]*`(?!\s*as const)/g,
        ),
      ];
      return hits.map((m) => `${file}: ${m[0]}`);
    });
    expect(untyped).toEqual([]);
  });
});
