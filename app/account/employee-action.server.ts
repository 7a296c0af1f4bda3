// The create and edit actions of the Employees screen: parse with the contract's schema, call
// the API (POST /account/employee, PUT /account/employee/{id} or the rejected update), show 412
// field errors on the form, and return to the list with the spec's message.
import { data, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { parseWithZod } from "@conform-to/zod";
import { EMPLOYEE_MESSAGES } from "~contract/messages/organisation";
import { requireOwner } from "~/sessions/guards.server";
import { viewerApi } from "~/sessions/viewer.server";
import { assertSameOrigin } from "~/sessions/csrf.server";
import { errorMessage, failureOf } from "~/api/error-messages";
import { conformFieldErrors } from "./account-actions.server";
import { redirectWithToast } from "~/sessions/flash.server";
import { employeeSchema, type EmployeeFormMode } from "./employee-form";

const HIDE = ["password", "passwordRepeat"];

export async function employeeAction({ request, context }: ActionFunctionArgs, mode: EmployeeFormMode, id?: number) {
  assertSameOrigin(request, context.cloudflare.env);
  const viewer = await requireOwner(request, context);
  const submission = parseWithZod(await request.formData(), { schema: employeeSchema(mode) });
  if (submission.status !== "success") return data(submission.reply({ hideFields: HIDE }), { status: 400 });
  const [method, path] =
    mode === "create"
      ? ["POST", "/account/employee"]
      : mode === "rejected"
        ? ["PUT", `/account/employee/rejected/${id}`]
        : ["PUT", `/account/employee/${id}`];
  const saved = await viewerApi(request, context, viewer, method, path, { body: submission.value });
  if (!saved.ok) {
    const { fieldErrors } = saved.error;
    const reply = fieldErrors
      ? submission.reply({ fieldErrors: conformFieldErrors(fieldErrors), hideFields: HIDE })
      : submission.reply({ formErrors: [errorMessage(failureOf(saved))], hideFields: HIDE });
    return data(reply, { status: saved.status });
  }
  const message = mode === "create" ? EMPLOYEE_MESSAGES.created : EMPLOYEE_MESSAGES.updated;
  return redirectWithToast(context, viewer, "/my-organization/employees", { type: "success", message });
}
