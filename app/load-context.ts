import type { Env } from "../functions/env";
import type { ApiClient } from "./api/client.server";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: { env: Env; ctx: ExecutionContext };
    api: ApiClient;
  }
}

export {};
