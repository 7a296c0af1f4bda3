import type { WebEnv } from "~contract/web-env";
import type { ApiClient } from "./api/client.server";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: { env: WebEnv; ctx: ExecutionContext };
    api: ApiClient;
  }
}

export {};
