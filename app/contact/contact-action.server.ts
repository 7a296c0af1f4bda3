// The contact form's action, shared by the home page and /contact-us: validate with the API's own
// schema, send through POST /help-contact, then redirect with the flash 'Email sent successfully'
// (a plain POST and redirect, so it works the same with JavaScript off).
import { data, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { parseWithZod } from "@conform-to/zod";
import { ContactMessageSchema } from "~contract/contact-schema";
import { SUCCESS_MESSAGES } from "~contract/messages/common";
import { getSession } from "~/sessions/session.server";
import { redirectWithToast } from "~/sessions/flash.server";
import { clientIp } from "~/sessions/viewer.server";
import { assertSameOrigin } from "~/sessions/csrf.server";

export async function contactAction({ request, context }: ActionFunctionArgs, redirectTo: string) {
  assertSameOrigin(request, context.cloudflare.env);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: ContactMessageSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });

  const answer = await context.api.call("POST", "/help-contact", { body: submission.value, ip: clientIp(request) });
  if (!answer.ok) {
    const { fieldErrors, message } = answer.error;
    const reply = fieldErrors ? submission.reply({ fieldErrors }) : submission.reply({ formErrors: [message] });
    return data(reply, { status: answer.status === 429 ? 429 : 400 });
  }

  const session = await getSession(request, context.cloudflare.env);
  return redirectWithToast(context, { session }, redirectTo, { type: "success", message: SUCCESS_MESSAGES.emailSent });
}
