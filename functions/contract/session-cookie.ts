// One cookie path (decision 0024): the Worker puts a session holder in the Remix load context;
// whatever changes the web session during a request (a refreshed token, an activity stamp, a read
// flash message) marks it there, and the Worker commits `Set-Cookie` once on the outgoing answer,
// document, data (single fetch) and resource answers alike. No loader has to pass headers on.
// Pure: no Workers bindings, so both the Worker and the web app may import it.

export interface SessionCookieHolder {
  /** Name of the session cookie, so an answer that already sets it (login, logout) wins. */
  name: string | null;
  /** Produces the Set-Cookie value; set by the web app when the session changed. */
  commit: (() => Promise<string>) | null;
}

export function sessionCookieHolder(): SessionCookieHolder {
  return { name: null, commit: null };
}

/** Marks the session changed; the last mark wins, and commits the session as it is at the end. */
export function markSessionChanged(holder: SessionCookieHolder, name: string, commit: () => Promise<string>): void {
  holder.name = name;
  holder.commit = commit;
}

/** The answer with the session cookie added, unless nothing changed or the answer sets it itself. */
export async function withSessionCookie(response: Response, holder: SessionCookieHolder): Promise<Response> {
  if (!holder.commit || !holder.name) return response;
  const prefix = `${holder.name}=`;
  if (response.headers.getSetCookie().some((cookie) => cookie.startsWith(prefix))) return response;
  // A WebSocket upgrade cannot carry a rebuilt answer; live streams here are SSE, so this is a guard.
  if (response.status === 101) return response;
  const headers = new Headers(response.headers);
  headers.append("Set-Cookie", await holder.commit());
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
