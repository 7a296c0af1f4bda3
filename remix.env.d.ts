/// <reference types="@remix-run/dev" />
/// <reference types="@cloudflare/workers-types/2023-07-01" />
declare module "*/build/index.js" {
  import type { ServerBuild } from "@remix-run/cloudflare";
  const build: ServerBuild;
  export = build;
}
