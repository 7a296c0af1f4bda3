// /my-organization/employees (owner only; others go to the dashboard): the employees table of
// spec 000 section 2, 10 a page by `?page=`, sorted by last then first name.
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { MEMBER_STATUS_LABELS } from "~contract/accounts";
import { EMPLOYEE_PAGE_SIZE, POSITION_LABELS } from "~contract/employee-labels";
import { EMPLOYEE_MESSAGES } from "~contract/messages/organisation";
import { requireOwner } from "~/sessions/guards.server";
import { viewerApi } from "~/sessions/viewer.server";
import { loadFailure } from "~/api/load-failure.server";
import { Pager, pageParam } from "~/account/pager";
import { ConfirmLink } from "~/account/confirm-link";
import { TableHead, TableWrap } from "~/components/table-wrap";

export const meta: MetaFunction = () => [{ title: "Employees | Trade Auction" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await requireOwner(request, context);
  const page = pageParam(new URL(request.url));
  const list = await viewerApi(request, context, viewer, "POST", "/account/employee/search", {
    body: { page: page - 1, size: EMPLOYEE_PAGE_SIZE },
  });
  if (!list.ok) throw loadFailure(list);
  return data({ page, list: list.data });
}

export default function Employees() {
  const { page, list } = useLoaderData<typeof loader>();
  return (
    <>
      <div className="row row--between">
        <h1>Employees</h1>
        <Link to="/my-organization/employee" className="button">
          ADD NEW EMPLOYEE
        </Link>
      </div>
      <TableWrap label="Employees" className="card">
        <table className="account-table stack-table">
          <TableHead columns={["First Name", "Last Name", "Position", "Status", "Email", "Actions"]} />
          <tbody>
            {list.content.length === 0 ? (
              <tr>
                <td colSpan={6}>No data to be displayed</td>
              </tr>
            ) : (
              list.content.map((e) => (
                <tr key={e.id}>
                  <td data-label="First Name">{e.firstName}</td>
                  <td data-label="Last Name">{e.lastName}</td>
                  <td data-label="Position">{e.position ? POSITION_LABELS[e.position] : ""}</td>
                  <td data-label="Status">
                    <span
                      className={`status status--${e.status === "ACTIVE" ? "success" : e.status === "REJECTED" ? "danger" : "warning"}`}
                    >
                      {MEMBER_STATUS_LABELS[e.status]}
                    </span>
                  </td>
                  <td data-label="Email">{e.email}</td>
                  <td data-label="Actions">
                    {e.isOwner ? null : (
                      <div className="actions">
                        <Link
                          to={`/my-organization/employees/${e.id}`}
                          className="button button--small button--secondary"
                          aria-label={`Edit ${e.firstName} ${e.lastName}`}
                        >
                          Edit
                        </Link>
                        <ConfirmLink
                          to={`/my-organization/employees/${e.id}/remove`}
                          label="Remove"
                          ariaLabel={`Remove ${e.firstName} ${e.lastName}`}
                          question={EMPLOYEE_MESSAGES.confirmRemove}
                        />
                      </div>
                    )}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </TableWrap>
      <Pager page={page} total={list.totalElements} size={EMPLOYEE_PAGE_SIZE} path="/my-organization/employees" />
    </>
  );
}
