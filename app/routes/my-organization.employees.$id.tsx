// /my-organization/employees/{id}: edit an employee (owner only). Personal fields are editable
// only for a REJECTED employee (the rejected update sends them back for verification).
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import type { SubmissionResult } from "@conform-to/react";
import { useActionData, useLoaderData } from "@remix-run/react";
import { MEMBER_STATUS_LABELS } from "~contract/accounts";
import { requireOwner } from "~/sessions/guards.server";
import { viewerApi } from "~/sessions/viewer.server";
import { loadFailure } from "~/api/load-failure.server";
import { EmployeeForm } from "~/account/employee-form";
import { employeeAction } from "~/account/employee-action.server";
import { formOptions } from "~/account/employee-loaders.server";

export const meta: MetaFunction = () => [{ title: "Employee | Trade Auction" }];

const idOf = (value?: string) => (/^\d+$/.test(value ?? "") ? Number(value) : 0);

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const viewer = await requireOwner(request, context);
  const [found, options] = await Promise.all([
    viewerApi(request, context, viewer, "GET", "/account/employee/{id}", { params: { id: idOf(params.id) } }),
    formOptions(request, context, viewer),
  ]);
  if (!found.ok) throw loadFailure(found);
  return data({ employee: found.data.employee, ...options });
}

export async function action(args: ActionFunctionArgs) {
  const viewer = await requireOwner(args.request, args.context);
  const id = idOf(args.params.id);
  const found = await viewerApi(args.request, args.context, viewer, "GET", "/account/employee/{id}", {
    params: { id },
  });
  if (!found.ok) throw loadFailure(found);
  return employeeAction(args, found.data.employee.status === "REJECTED" ? "rejected" : "edit", id);
}

export default function EditEmployee() {
  const { employee, locations, grantor } = useLoaderData<typeof loader>();
  const lastResult = useActionData() as SubmissionResult<string[]> | undefined;
  const rejected = employee.status === "REJECTED";
  return (
    <>
      <h1>
        {employee.firstName} {employee.lastName}
      </h1>
      <p>
        Status: <strong>{MEMBER_STATUS_LABELS[employee.status]}</strong>
        {rejected ? " — correct the details and save to send them for verification again." : null}
      </p>
      <EmployeeForm
        key={employee.version}
        mode={rejected ? "rejected" : "edit"}
        employee={employee}
        locations={locations}
        grantor={grantor}
        lastResult={lastResult}
      />
    </>
  );
}
