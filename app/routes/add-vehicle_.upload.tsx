// POST /add-vehicle/upload: the browser's uploads (Uppy, decision 0067) reach POST /media through
// the web app, because the bearer token stays in the HttpOnly session and never in the page. One
// file per request (`file`, optional `thumbnail` and `kind`); answers the API's JSON as it is, so
// Uppy sees the status and 'Upload only image/video format.' for a wrong type.
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { assertSameOrigin } from "~/sessions/csrf.server";
import { requireUser } from "~/sessions/guards.server";
import { requireWizardSeller } from "~/wizard/wizard-loader.server";
import { call } from "~/wizard/wizard-api.server";

const FORWARDED = ["file", "thumbnail", "kind"] as const;

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request, context.cloudflare.env);
  const viewer = await requireUser(request, context);
  const c = { request, context, viewer };
  requireWizardSeller(c);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return Response.json({ message: "The upload could not be read" }, { status: 400 });
  }
  const body = new FormData();
  for (const name of FORWARDED) {
    const value = form.get(name);
    if (value !== null) body.append(name, value);
  }
  const res = await call(c, "POST", "/media", { body });
  // A plain Response: `data()` from a resource route lost its status (a refused file answered 200,
  // so Uppy marked it Sent and showed no message).
  if (!res.ok) return Response.json({ message: res.error.message }, { status: res.status });
  return Response.json(res.data);
}

export const loader = () => new Response("Method Not Allowed", { status: 405, headers: { allow: "POST" } });
