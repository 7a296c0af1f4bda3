// /my-organization/employee: a new employee (owner only), PENDING until our team approves them.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import type { SubmissionResult } from "@conform-to/react";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireOwner } from "~/sessions/guards.server";
import { EmployeeForm } from "~/account/employee-form";
import { employeeAction } from "~/account/employee-action.server";
import { formOptions } from "~/account/employee-loaders.server";

export const meta: MetaFunction = () => [{ title: "Add employee | Trade Auction" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await requireOwner(request, context);
  return data(await formOptions(request, context, viewer));
}

export const action = (args: ActionFunctionArgs) => employeeAction(args, "create");

export default function NewEmployee() {
  const { locations, grantor } = useLoaderData<typeof loader>();
  const lastResult = useActionData() as SubmissionResult<string[]> | undefined;
  return (
    <>
      <h1>Add new employee</h1>
      <p className="muted">New employees can sign in once our team has verified them.</p>
      <EmployeeForm mode="create" locations={locations} grantor={grantor} lastResult={lastResult} />
    </>
  );
}
