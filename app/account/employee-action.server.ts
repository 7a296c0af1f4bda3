// The create and edit actions of the Employees screen: parse with the contract's schema, call
// the API (POST /account/employee, PUT /account/employee/{id} or the rejected update), show 412
// field errors on the form, and return to the list with the spec's message.
import { data, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { parseWithZod } from "@conform-to/zod";
import { EMPLOYEE_MESSAGES } from "~contract/messages/organisation";
import { requireOwner } from "~/sessions/guards.server";
import { viewerApi } from "~/sessions/viewer.server";
import type { BodyOf } from "~/api/typed-paths";
import { assertSameOrigin } from "~/sessions/csrf.server";
import { refusalReply } from "~/api/refusal-reply";
import { redirectWithToast } from "~/sessions/flash.server";
import { employeeSchemaFor, type EmployeeFormMode } from "~contract/employees";

const HIDE = ["password", "passwordRepeat"];

export async function employeeAction({ request, context }: ActionFunctionArgs, mode: EmployeeFormMode, id?: number) {
  assertSameOrigin(request, context.cloudflare.env);
  const viewer = await requireOwner(request, context);
  const submission = parseWithZod(await request.formData(), { schema: employeeSchemaFor(mode) });
  if (submission.status !== "success") return data(submission.reply({ hideFields: HIDE }), { status: 400 });
  // The form's schema is the mode's (employeeSchemaFor(mode)), which the union of the three cannot
  // show here: each body is named as the document types that mode's call.
  const body = submission.value;
  const params = { id: id ?? 0 };
  type Create = BodyOf<"POST", "/account/employee">;
  type Rejected = BodyOf<"PUT", "/account/employee/rejected/{id}">;
  type Edit = BodyOf<"PUT", "/account/employee/{id}">;
  const saved =
    mode === "create"
      ? await viewerApi(request, context, viewer, "POST", "/account/employee", { body: body as Create })
      : mode === "rejected"
        ? await viewerApi(request, context, viewer, "PUT", "/account/employee/rejected/{id}", {
            params,
            body: body as Rejected,
          })
        : await viewerApi(request, context, viewer, "PUT", "/account/employee/{id}", { params, body: body as Edit });
  if (!saved.ok) return data(refusalReply(submission, saved, HIDE), { status: saved.status });
  const message = mode === "create" ? EMPLOYEE_MESSAGES.created : EMPLOYEE_MESSAGES.updated;
  return redirectWithToast(context, viewer, "/my-organization/employees", { type: "success", message });
}
