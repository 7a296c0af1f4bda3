// Server helpers of the /ops screens (issue 12, "Ops console"): the SUPER_ADMIN guard, calls to
// /api/ops/* as the viewer, and the redirect-with-toast every ops action answers with, so each
// form works the same with JavaScript off (plain POST, redirect, flash) and on.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { OPS_MESSAGES } from "~contract/messages/ops";
import { errorMessage, failureOf } from "~/api/error-messages";
import { assertSameOrigin } from "~/sessions/csrf.server";
import { requireUser } from "~/sessions/guards.server";
import { viewerApi, type Viewer, type ViewerCallOptions } from "~/sessions/viewer.server";
import { redirectWithToast } from "~/sessions/flash.server";
import type { Toast } from "~/sessions/toast";
import type { ApiResult } from "~/api/client.server";
import type { AnswerOf, ApiMethod, OptionalWhenEmpty, PathsFor } from "~/api/typed-paths";

const SUPER_ADMIN = "SUPER_ADMIN";

/**
 * Ops pages exist only for a SUPER_ADMIN: anyone else signed in gets the ordinary 404 page (the
 * console is not advertised), and an impersonated session is the dealer's, never the admin's.
 */
export async function requireSuperAdmin(request: Request, context: AppLoadContext): Promise<Viewer> {
  const viewer = await requireUser(request, context);
  if (!viewer.claims.roles?.includes(SUPER_ADMIN) || viewer.claims.imp != null) {
    throw new Response("Not Found", { status: 404 });
  }
  return viewer;
}

export interface OpsCall {
  viewer: Viewer;
  api<M extends ApiMethod, P extends PathsFor<M>>(
    method: M,
    path: P,
    ...options: OptionalWhenEmpty<ViewerCallOptions<M, P>>
  ): Promise<ApiResult<AnswerOf<M, P>>>;
}

export async function opsContext(request: Request, context: AppLoadContext): Promise<OpsCall> {
  const viewer = await requireSuperAdmin(request, context);
  return { viewer, api: (method, path, ...options) => viewerApi(request, context, viewer, method, path, ...options) };
}

/** Actions: same-origin check, then the guard. */
export async function opsAction(request: Request, context: AppLoadContext): Promise<OpsCall> {
  assertSameOrigin(request, context.cloudflare.env);
  return opsContext(request, context);
}

/** A loader's data, or the API's refusal as the error page. */
export function dataOf<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new Response(errorMessage(failureOf(result)), { status: result.status === 404 ? 404 : 500 });
  return result.data;
}

/** Back to `to` with the API's answer as a toast (its message on success, the error otherwise). */
export function redirectWithAnswer(
  context: AppLoadContext,
  ops: OpsCall,
  to: string,
  result: ApiResult<{ message?: string }>,
  okMessage?: string,
) {
  const toast: Toast = result.ok
    ? { type: "success", message: okMessage ?? result.data.message ?? OPS_MESSAGES.saved }
    : { type: "error", message: errorMessage(failureOf(result)) };
  return redirectWithToast(context, ops.viewer, to, toast);
}

/** Only our own /ops paths are places to go back to. */
export function backTo(value: FormDataEntryValue | null, fallback: string): string {
  return typeof value === "string" && /^\/ops(\/|\?|$)/.test(value) && !value.startsWith("//") ? value : fallback;
}

/**
 * One of the console's filtered lists: the status must be one the page offers (else ACTIVE), the
 * search is cut to 100 characters, and `here` is this page with both, for forms that come back.
 */
export async function filteredList<S extends string, T>(
  request: Request,
  statuses: readonly { value: S }[],
  load: (query: { status: S; q?: string }) => Promise<ApiResult<T[]>>,
) {
  const url = new URL(request.url);
  const wanted = url.searchParams.get("status") ?? "";
  const status = statuses.find((s) => s.value === wanted)?.value ?? ("ACTIVE" as S);
  const q = (url.searchParams.get("q") ?? "").slice(0, 100);
  const items = dataOf(await load({ status, ...(q ? { q } : {}) }));
  const query = new URLSearchParams({ status, ...(q ? { q } : {}) });
  return { items, status, q, here: `${url.pathname}?${query}` };
}
