// The soak's HTTP side: one undici pool for every API call, each answer timed and counted (5xx by
// route, latency by minute of the run), and signed-in members whose 15-minute tokens are renewed
// through the refresh token before they run out, as the web app does.
import { performance } from "node:perf_hooks";
import { Pool } from "undici";

const REFRESH_AFTER_MS = 10 * 60 * 1000;
/**
 * `wrangler dev`'s own proxy (in front of the Worker) answers this 503 when its connection to the
 * Worker fails; it retries GET and HEAD itself, never a POST. The Worker never saw the request
 * (the report checks that against the Worker's request log), so the client sends it again, with
 * the same Idempotency-Key for a bid, as its Retry-After: 0 invites.
 */
export const DEV_PROXY_503 = "Your worker restarted mid-request";
/**
 * workerd closes a keep-alive connection idle for about 5 s. A request written to one it has just
 * closed fails at once with one of these and never reaches the Worker (decision 0163; the
 * integration harness resends the same way), so it is sent again on a fresh connection; a bid keeps
 * its Idempotency-Key and a launch is checked against the room's state, so a resend never doubles.
 */
const STALE_CONNECTION = new Set(["UND_ERR_SOCKET", "ECONNRESET", "EPIPE"]);
const MAX_STALE_RETRIES = 5;

export class SoakClient {
  constructor(baseUrl, connections = 96) {
    this.baseUrl = baseUrl;
    // Idle connections are dropped well before workerd's 5 s, so a loaded machine's late timers
    // rarely meet its close.
    this.pool = new Pool(baseUrl, {
      connections,
      headersTimeout: 60_000,
      bodyTimeout: 60_000,
      keepAliveTimeout: 2_000,
      keepAliveMaxTimeout: 2_000,
    });
    this.startedAt = performance.now();
    /** { at (ms since start), ms, kind, status } per answer. */
    this.samples = [];
    this.serverErrors = [];
    this.devProxyRetries = [];
    this.noAnswer = [];
    this.staleRetries = [];
  }

  /** One request: { status, json, text, ms }, or null when no answer came (counted). */
  async call(method, path, options = {}) {
    for (let attempt = 0, stale = 0; ; ) {
      const res = await this.once(method, path, options);
      if (res?.stale && stale < MAX_STALE_RETRIES) {
        stale++;
        this.staleRetries.push({ kind: options.kind ?? "other", method, path, code: res.stale });
        continue;
      }
      if (res?.stale) {
        this.noAnswer.push({ kind: options.kind ?? "other", path, error: res.stale });
        return null;
      }
      if (attempt >= 2 || res?.status !== 503 || !res.text.startsWith(DEV_PROXY_503)) return res;
      attempt++;
      this.devProxyRetries.push({ kind: options.kind ?? "other", method, path });
    }
  }

  async once(method, path, { token, body, form, key, kind = "other" } = {}) {
    const headers = { accept: "application/json" };
    if (token) headers.authorization = `Bearer ${token}`;
    if (key) headers["idempotency-key"] = key;
    let payload;
    if (form) {
      const encoded = new Response(form);
      headers["content-type"] = encoded.headers.get("content-type");
      payload = Buffer.from(await encoded.arrayBuffer());
    } else if (body !== undefined) {
      headers["content-type"] = "application/json";
      payload = JSON.stringify(body);
    }
    const t0 = performance.now();
    let res;
    let text;
    try {
      res = await this.pool.request({ method, path, headers, body: payload });
      text = await res.body.text();
    } catch (error) {
      const code = String(error?.code ?? error?.message ?? error);
      // Only a failure before any answer arrived is safe to resend.
      if (res === undefined && STALE_CONNECTION.has(code)) return { stale: code };
      this.noAnswer.push({ kind, path, error: code });
      return null;
    }
    const ms = performance.now() - t0;
    this.samples.push({ at: t0 - this.startedAt, ms, kind, status: res.statusCode });
    if (res.statusCode >= 500)
      this.serverErrors.push({ kind, method, path, status: res.statusCode, text: text.slice(0, 300) });
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: res.statusCode, json, text, ms };
  }

  /** A call that must succeed (set-up): its data, or a thrown error naming the answer. */
  async data(method, path, options) {
    const res = await this.call(method, path, options);
    if (!res || res.status >= 400)
      throw new Error(`${method} ${path}: ${res?.status ?? "no answer"} ${res?.text?.slice(0, 300) ?? ""}`);
    return res.json.data;
  }

  async signIn(email, password) {
    const data = await this.data("POST", "/api/auth/login", { body: { email, password }, kind: "login" });
    return new Member(this, email, data);
  }

  close() {
    return this.pool.close();
  }
}

/** A signed-in member: `await member.token()` is always a live access token. */
export class Member {
  constructor(client, email, credentials) {
    this.client = client;
    this.email = email;
    this.set(credentials);
  }

  set(credentials) {
    this.accessToken = credentials.token;
    this.refreshToken = credentials.refreshToken;
    this.issuedAt = performance.now();
    this.refreshing = null;
    const claims = JSON.parse(Buffer.from(credentials.token.split(".")[1], "base64url").toString());
    this.id = Number(claims.memberId ?? claims.id ?? claims.sub);
    this.organizationId = Number(claims.organizationId ?? claims.orgId);
  }

  async token() {
    if (performance.now() - this.issuedAt > REFRESH_AFTER_MS) {
      this.refreshing ??= this.client
        .data("POST", "/api/auth/refresh-token", { body: { refreshToken: this.refreshToken }, kind: "refresh" })
        .then((c) => this.set(c));
      await this.refreshing;
    }
    return this.accessToken;
  }
}
