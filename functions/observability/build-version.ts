// The build's version: the commit it was bundled from, put in by `--define BUILD_VERSION:...` in
// scripts/bundle-worker.mjs. "dev" when bundled some other way (a bare `wrangler dev`).
declare const BUILD_VERSION: string | undefined;

export const buildVersion = (): string => (typeof BUILD_VERSION === "string" ? BUILD_VERSION : "dev");
