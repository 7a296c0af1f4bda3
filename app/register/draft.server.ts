// The partial registration (spec 000 section 2: what the user typed survives every error and every
// step back and forth), kept out of the URL and out of client JavaScript: an HttpOnly cookie whose
// value is AES-GCM encrypted with a key derived from SESSION_SECRET, because it holds the password
// until the last step (decision 0031). Two hours, then the visitor starts again.
import type { WebEnv as Env } from "~contract/web-env";
import { requestCookie } from "~/sessions/request-cookie.server";

export const DRAFT_COOKIE = "__registration";
const MAX_AGE_SECONDS = 2 * 60 * 60;

export type StepValues = Record<string, string | string[] | undefined>;

export interface RegistrationDraft {
  step: 1 | 2 | 3 | 4 | 5;
  role: StepValues;
  company: StepValues;
  address: StepValues;
  profile: StepValues;
  card: StepValues;
}

export const emptyDraft = (): RegistrationDraft => ({
  step: 1,
  role: {},
  company: {},
  address: {},
  profile: {},
  card: {},
});

const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

function key(env: Pick<Env, "SESSION_SECRET">): Promise<CryptoKey> {
  const secret = (env.SESSION_SECRET || "").split(",")[0];
  if (!secret) throw new Error("SESSION_SECRET is not set");
  let k = keys.get(secret);
  if (!k) {
    k = crypto.subtle
      .digest("SHA-256", encoder.encode(`registration-draft:${secret}`))
      .then((raw) => crypto.subtle.importKey("raw", raw, "AES-GCM", false, ["encrypt", "decrypt"]));
    keys.set(secret, k);
  }
  return k;
}

const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
const fromBase64Url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));

/** The visitor's draft, or a fresh one when there is none or it cannot be read (old key, tampering). */
export async function readDraft(request: Request, env: Pick<Env, "SESSION_SECRET">): Promise<RegistrationDraft> {
  const value = requestCookie(request, DRAFT_COOKIE);
  if (!value) return emptyDraft();
  try {
    const bytes = fromBase64Url(value);
    const plain = await crypto.subtle.decrypt(
      { name: "AES-GCM", iv: bytes.slice(0, 12) },
      await key(env),
      bytes.slice(12),
    );
    return { ...emptyDraft(), ...(JSON.parse(new TextDecoder().decode(plain)) as Partial<RegistrationDraft>) };
  } catch {
    return emptyDraft();
  }
}

// Path=/: with single fetch the steps post to /register.data, which a /register path would not cover.
const attributes = (env: Pick<Env, "APP_ENV">) =>
  `Path=/; HttpOnly; SameSite=Lax${env.APP_ENV === "production" ? "; Secure" : ""}`;

export async function writeDraft(
  draft: RegistrationDraft,
  env: Pick<Env, "SESSION_SECRET" | "APP_ENV">,
): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const cipher = new Uint8Array(
    await crypto.subtle.encrypt({ name: "AES-GCM", iv }, await key(env), encoder.encode(JSON.stringify(draft))),
  );
  const bytes = new Uint8Array(iv.length + cipher.length);
  bytes.set(iv);
  bytes.set(cipher, iv.length);
  return `${DRAFT_COOKIE}=${toBase64Url(bytes)}; Max-Age=${MAX_AGE_SECONDS}; ${attributes(env)}`;
}

export const clearDraft = (env: Pick<Env, "APP_ENV">) => `${DRAFT_COOKIE}=; Max-Age=0; ${attributes(env)}`;
