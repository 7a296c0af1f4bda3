// /ops/audit: every ops action, newest first, 50 a page (who, what, which target, when).
import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { OPS_ACTION_LABELS } from "~contract/messages/ops";
import { ukDateTime } from "~/ops/format";
import { dataOf, opsContext } from "~/ops/ops.server";
import { TableHead, TableWrap } from "~/components/table-wrap";

const PAGE = 50;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ops = await opsContext(request, context);
  const raw = Number(new URL(request.url).searchParams.get("offset") ?? 0);
  const offset = Number.isSafeInteger(raw) && raw > 0 ? raw : 0;
  const page = dataOf(await ops.api("GET", "/ops/audit", { query: { offset } }));
  return data({ page, offset });
}

const detailText = (d: Record<string, unknown> | null) => (d ? JSON.stringify(d) : "");

export default function OpsAudit() {
  const { page, offset } = useLoaderData<typeof loader>();
  return (
    <div className="stack">
      <h1>Audit log</h1>
      <p className="small muted">{page.totalElements} actions recorded.</p>
      <TableWrap label="Audit log">
        <table className="ops-table stack-table">
          <TableHead columns={["When", "Who", "What", "Target", "Details"]} />
          <tbody>
            {page.content.map((e) => (
              <tr key={e.id}>
                <td data-label="When">{ukDateTime(e.createdOn)}</td>
                <td data-label="Who">{e.actor.email}</td>
                <td data-label="What">{OPS_ACTION_LABELS[e.action] ?? e.action}</td>
                <td data-label="Target">
                  {e.targetType.toLowerCase().replace("_", " ")} {e.targetId}
                </td>
                <td className="ops-detail" data-label="Details">
                  {detailText(e.detail)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
      <nav aria-label="Pages" className="row">
        {offset > 0 ? <Link to={`/ops/audit?offset=${Math.max(0, offset - PAGE)}`}>Newer</Link> : null}
        {!page.last ? <Link to={`/ops/audit?offset=${offset + PAGE}`}>Older</Link> : null}
      </nav>
    </div>
  );
}
