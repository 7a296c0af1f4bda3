// The alert form's action (spec 000 sections 5 and 7): check the form, run the pre-check (unless
// the member is confirming its question), save, and go to the list with the API's message.
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import type { SubmissionResult } from "@conform-to/react";
import { SearchAlertFormSchema } from "~contract/alerts";
import { ALERT_MESSAGES } from "~contract/messages/alerts";
import { refusalReply } from "~/api/refusal-reply";
import { toastHeaders } from "~/sessions/flash.server";
import { assertSameOrigin } from "~/sessions/csrf.server";
import { requireUser } from "~/sessions/guards.server";
import { viewerApi } from "~/sessions/viewer.server";

export const ALERTS_PATH = "/my-organization/forms-alerts";

export interface AlertActionData {
  result: SubmissionResult<string[]>;
  confirm: { title: string; message: string } | null;
}

export async function alertFormAction({ request, context }: ActionFunctionArgs, mode: "create" | "edit") {
  assertSameOrigin(request, context.cloudflare.env);
  const viewer = await requireUser(request, context);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: SearchAlertFormSchema });
  if (submission.status !== "success") {
    return data<AlertActionData>({ result: submission.reply(), confirm: null }, { status: 400 });
  }
  const body = mode === "create" ? { ...submission.value, id: null } : submission.value;
  const failed = (res: Parameters<typeof refusalReply>[1]) =>
    data<AlertActionData>(
      { result: refusalReply(submission, res), confirm: null },
      { status: res.status === 412 ? 400 : res.status },
    );
  if (formData.get("intent") !== "confirm") {
    const check = await viewerApi(request, context, viewer, "POST", "/organization-member-search-alert/check", {
      body,
    });
    if (!check.ok) return failed(check);
    if (check.data.action === "CONFIRM") {
      return data<AlertActionData>({
        result: submission.reply(),
        confirm: { title: check.data.title, message: check.data.message },
      });
    }
  }
  const saved = await viewerApi(
    request,
    context,
    viewer,
    mode === "create" ? "POST" : "PUT",
    "/organization-member-search-alert",
    {
      body,
    },
  );
  if (!saved.ok) return failed(saved);
  const message = saved.data.message || (mode === "create" ? ALERT_MESSAGES.CREATED : ALERT_MESSAGES.UPDATED);
  return redirect(ALERTS_PATH, { headers: await toastHeaders(context, viewer, { type: "success", message }) });
}
