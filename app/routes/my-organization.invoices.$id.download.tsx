// /my-organization/invoices/{id}/download: the invoice PDF from GET /organization/invoices/{id}
// with `Accept: application/pdf` (spec 001 section 7), passed through as Invoice_{number}.pdf.
// A resource route, so the Download link works as a plain link without JavaScript.
import { type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { requireOwner } from "~/sessions/guards.server";
import { clientIp } from "~/sessions/viewer.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const viewer = await requireOwner(request, context);
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw new Response("Not Found", { status: 404 });
  const answer = await context.api.callRaw("GET", "/organization/invoices/{id}", {
    params: { id },
    token: viewer.token,
    ip: clientIp(request),
    accept: "application/pdf",
  });
  if (!answer.ok || answer.headers.get("content-type") !== "application/pdf") {
    throw new Response(answer.status === 404 ? "Not Found" : "The invoice could not be downloaded", {
      status: answer.status === 404 ? 404 : 502,
    });
  }
  return new Response(answer.body, {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": answer.headers.get("content-disposition") ?? "attachment",
      "cache-control": "private, no-store",
    },
  });
}
