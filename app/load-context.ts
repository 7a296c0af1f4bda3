import type { WebEnv } from "~contract/web-env";
import type { ApiClient } from "./api/client.server";
import type { SessionCookieHolder } from "~contract/session-cookie";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    cloudflare: { env: WebEnv; ctx: ExecutionContext };
    api: ApiClient;
    /** Marked when the web session changed; the Worker commits it once (decision 0024). */
    session: SessionCookieHolder;
    /** This request's content security policy nonce, for every inline script (decision 0025). */
    cspNonce: string;
  }
  // Single fetch (remix.config.js future.v3_singleFetch): loaders return plain objects or data(),
  // and this tells useLoaderData<typeof loader>() to infer their types without casts.
  interface Future {
    v3_singleFetch: true;
  }
}

export {};
