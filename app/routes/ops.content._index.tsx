// /ops/content: the content pages (spec 001 2.11: terms, privacy, FAQ...) to edit, and a way to
// start a new one by its link. Saving happens on /ops/content/<slug>.
import { data, redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { ukDateTime } from "~/ops/format";
import { dataOf, opsContext } from "~/ops/ops.server";
import { TableHead, TableWrap } from "~/components/table-wrap";
import { Field, plainField } from "~/components/form";
import { FIELD_MESSAGES } from "~contract/messages/common";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const ops = await opsContext(request, context);
  // "New page" is a GET form: a well-formed link goes straight to its editor.
  const wanted = new URL(request.url).searchParams.get("link")?.trim().toLowerCase();
  if (wanted && SLUG.test(wanted) && wanted.length <= 100) throw redirect(`/ops/content/${wanted}`);
  const pages = dataOf(await ops.api("GET", "/ops/content-pages"));
  return data({ pages, badLink: wanted ? wanted : null });
}

export default function OpsContent() {
  const { pages, badLink } = useLoaderData<typeof loader>();
  return (
    <div className="stack">
      <h1>Content pages</h1>
      <TableWrap label="Content pages">
        <table className="ops-table stack-table">
          <TableHead columns={["Page", "Link", "Last saved"]} />
          <tbody>
            {pages.map((p) => (
              <tr key={p.slug}>
                <td data-label="Page">
                  <Link to={`/ops/content/${p.slug}`}>{p.title}</Link>
                </td>
                <td data-label="Link">/{p.slug}</td>
                <td data-label="Last saved">{ukDateTime(p.updatedOn)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
      <Form method="get" className="ops-filters" aria-label="New page">
        <Field
          label="New page link, e.g. delivery-terms"
          field={plainField("link", badLink ?? "", badLink ? FIELD_MESSAGES.correctCharacters : null, "new-")}
        />
        <button type="submit" className="button button--small button--secondary">
          Create page
        </button>
      </Form>
    </div>
  );
}
