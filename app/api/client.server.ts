// The one way the Remix app reaches the auction API. In-process by default (same Worker, no
// network hop); over HTTP when AUCTION_API_URL is set, e.g. a UI deployed apart from the API.
// The app never imports the API itself: worker.ts hands in the in-process fetcher.
// A call over the network gives up after the spec's time-out with its network message (decision 0106).
import type { ErrorBody } from "~contract/api";
import { apiTimeoutMs } from "~contract/api-timeouts";
import { ERROR_MESSAGES } from "~contract/messages/common";
import type { WebEnv } from "~contract/web-env";
import type { AnswerOf, ApiMethod, CallInput, OptionalWhenEmpty, PathsFor } from "./typed-paths";
import { pathOf } from "./typed-paths";

/** Answers an API request in the same Worker: worker.ts passes the API's handler. */
export type ApiFetcher = (request: Request) => Promise<Response>;

export type ApiResult<T> =
  | { ok: true; status: number; data: T; headers: Headers }
  | { ok: false; status: number; error: ErrorBody; headers: Headers };

export interface ApiRequestOptions {
  body?: unknown;
  token?: string | null;
  /** Original client address, so the API's per-IP rate limits see the real visitor. */
  ip?: string | null;
  headers?: Record<string, string>;
  accept?: string;
  /** Ends the call (and a streamed answer, such as a live stream) when the visitor leaves. */
  signal?: AbortSignal;
}

/** A typed call's options: the document's params, query and body, and how to send them. */
export type CallOptions<M extends ApiMethod, P extends PathsFor<M>> = CallInput<M, P> & SendOptions;

/** How a typed call is sent, besides what the document types. */
export interface SendOptions extends Omit<ApiRequestOptions, "body"> {
  /** A query relayed as the browser sent it (the live streams), for the API to check itself. */
  relayQuery?: string;
}

export interface ApiClient {
  /** A call the published document types (app/api/typed-paths): how app/ calls the API. */
  call<M extends ApiMethod, P extends PathsFor<M>>(
    method: M,
    path: P,
    ...options: OptionalWhenEmpty<CallOptions<M, P>>
  ): Promise<ApiResult<AnswerOf<M, P>>>;
  /** The raw response of a typed call: invoice PDFs and the live event streams. */
  callRaw<M extends ApiMethod, P extends PathsFor<M>>(
    method: M,
    path: P,
    ...options: OptionalWhenEmpty<CallOptions<M, P>>
  ): Promise<Response>;
  /** The untyped layer under call(); app/ uses call() (tests/openapi/app-calls.test.ts checks). */
  request<T>(method: string, path: string, options?: ApiRequestOptions): Promise<ApiResult<T>>;
  /** The raw response, for non-JSON answers such as invoice PDFs and the live event streams. */
  raw(method: string, path: string, options?: ApiRequestOptions): Promise<Response>;
}

/**
 * `forwarded`: headers every call carries on, such as the test clock (functions/contract/test-clock),
 * so the API reads the same time as the page that calls it.
 */
export function createApiClient(
  env: Pick<WebEnv, "AUCTION_API_URL">,
  inProcess: ApiFetcher,
  forwarded: Record<string, string> = {},
): ApiClient {
  // An empty AUCTION_API_URL (the wrangler.toml default) means in-process, like an absent one.
  const remote = env.AUCTION_API_URL?.replace(/\/$/, "") || undefined;
  const send = (request: Request) => (remote ? fetch(request) : inProcess(request));

  /**
   * A JSON call to a remote API, or null when its time-out passes first (the request is aborted).
   * In-process calls have no network to wait on: they end with the page's own request.
   */
  async function sendTimed(method: string, path: string, options: ApiRequestOptions): Promise<Response | null> {
    if (!remote) return send(build(method, path, options));
    const deadline = AbortSignal.timeout(apiTimeoutMs(method, path));
    const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
    try {
      return await fetch(build(method, path, { ...options, signal }));
    } catch (error) {
      if (deadline.aborted) return null;
      throw error;
    }
  }

  function build(method: string, path: string, options: ApiRequestOptions): Request {
    const headers = new Headers({ ...forwarded, ...options.headers });
    headers.set("accept", options.accept ?? "application/json");
    if (options.token) headers.set("authorization", `Bearer ${options.token}`);
    if (options.ip) headers.set("cf-connecting-ip", options.ip);
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(options.body);
    }
    const base = remote ?? "http://in-process";
    // redirect "manual": the API's 302 (GET /auction/{id} to its seller) is an answer with a body.
    return new Request(`${base}/api${path}`, { method, headers, body, signal: options.signal, redirect: "manual" });
  }

  /** A typed call's path filled in, and the options the untyped layer sends. */
  function untyped(path: string, options: object = {}): [string, ApiRequestOptions] {
    const { params, query, relayQuery, ...rest } = options as {
      params?: object;
      query?: object;
      relayQuery?: string;
    } & ApiRequestOptions;
    return [pathOf(path, params, query) + (relayQuery ?? ""), rest];
  }

  const client: ApiClient = {
    call: (method, path, ...options) => client.request(method, ...untyped(path, options[0])),
    callRaw: (method, path, ...options) => client.raw(method, ...untyped(path, options[0])),
    raw: (method, path, options = {}) => send(build(method, path, options)),
    async request<T>(method: string, path: string, options: ApiRequestOptions = {}): Promise<ApiResult<T>> {
      const response = await sendTimed(method, path, options);
      if (!response) {
        // 504 as a gateway says it: the API did not answer in time.
        const error: ErrorBody = { errorCode: "NETWORK_TIMEOUT", message: ERROR_MESSAGES.NETWORK };
        return { ok: false, status: 504, error, headers: new Headers() };
      }
      let payload: unknown = null;
      try {
        payload = await response.json();
      } catch {
        payload = null;
      }
      if (response.ok) {
        return { ok: true, status: response.status, data: (payload as { data: T }).data, headers: response.headers };
      }
      const error =
        payload && typeof payload === "object" && "message" in payload
          ? (payload as ErrorBody)
          : { message: response.statusText || "Error" };
      return { ok: false, status: response.status, error, headers: response.headers };
    },
  };
  return client;
}
