// The web session: a signed, HttpOnly, SameSite=Lax cookie that holds the API's access and
// refresh tokens. Tokens never reach browser storage or client JavaScript.
import { createCookieSessionStorage, type Session } from "@remix-run/cloudflare";
import type { WebEnv } from "~contract/web-env";
import type { BidRoomState } from "~contract/dto/bid";
import { SESSION_RULES } from "./rules";

export interface SessionData {
  accessToken: string;
  refreshToken: string;
  rememberMe: boolean;
  /** Epoch ms of the last request the user made; drives refresh and the 8-hour logout. */
  lastActivity: number;
  /** This browser's Web Push endpoint once it subscribed: signing out removes that device (issue 24). */
  pushEndpoint?: string;
}

interface FlashData {
  /** Checked when read (flash.server.ts takeToast): a cookie is not to be trusted for its shape. */
  toast: unknown;
  /** The room's answer to a bid, for the page after the redirect (decision 0095). */
  bidState: BidRoomState;
}

export type AppSession = Session<SessionData, FlashData>;

export const SESSION_COOKIE = "__session";
/** "Remember for 30 days": the cookie lives as long as the session may sit idle (decision 0112). */
export const THIRTY_DAYS_SECONDS = SESSION_RULES.rememberedInactivityLogoutMs / 1000;

const storages = new Map<string, ReturnType<typeof build>>();

function build(env: WebEnv) {
  const secrets = (env.SESSION_SECRET || "").split(",").filter(Boolean);
  if (secrets.length === 0) throw new Error("SESSION_SECRET is not set");
  return createCookieSessionStorage<SessionData, FlashData>({
    cookie: {
      name: SESSION_COOKIE,
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      // Local http://localhost must work too; production is https only.
      secure: env.APP_ENV === "production",
      secrets,
    },
  });
}

export function sessionStorage(env: WebEnv) {
  const key = `${env.SESSION_SECRET}|${env.APP_ENV}`;
  let storage = storages.get(key);
  if (!storage) {
    storage = build(env);
    storages.set(key, storage);
  }
  return storage;
}

/**
 * The browser's session. Remix decodes a cookie's signature with atob, which throws when it is not
 * base64 (a cut or edited cookie): that is no session, not a 500 on every page until it is cleared.
 */
export async function getSession(request: Request, env: WebEnv): Promise<AppSession> {
  const storage = sessionStorage(env);
  try {
    return await storage.getSession(request.headers.get("Cookie"));
  } catch {
    return storage.getSession(null);
  }
}

export function commitSession(session: AppSession, env: WebEnv): Promise<string> {
  const remember = session.get("rememberMe");
  // "Remember for 30 days" keeps the cookie; otherwise it ends with the browser session.
  return sessionStorage(env).commitSession(session, remember ? { maxAge: THIRTY_DAYS_SECONDS } : undefined);
}

export function destroySession(session: AppSession, env: WebEnv): Promise<string> {
  return sessionStorage(env).destroySession(session);
}
