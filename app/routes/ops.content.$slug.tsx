// /ops/content/<slug>: edit a content page's title and HTML. The API sanitises the HTML on save
// (functions/content/sanitize-html.ts), so what is stored is what the page shows.
import { getFormProps } from "@conform-to/react";
import { ContentPageBody, parseWithZod } from "~/components/form/parse.server";
import { useLazySchemaForm } from "~/components/form/lazy-schema-form";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { opsAction, opsContext, redirectWithAnswer } from "~/ops/ops.server";
import { errorMessage, failureOf } from "~/api/error-messages";
import { refusalReply } from "~/api/refusal-reply";
import { ErrorList, Field, TextAreaField } from "~/components/form";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const ops = await opsContext(request, context);
  const slug = params.slug ?? "";
  const page = await ops.api("GET", "/ops/content-pages/{slug}", { params: { slug } });
  if (!page.ok && page.status !== 404) throw new Response(errorMessage(failureOf(page)), { status: 500 });
  // A link that names no page yet opens an empty editor: saving creates it.
  if (!page.ok && !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) throw new Response("Not Found", { status: 404 });
  const body = page.ok ? { ...page.data, isNew: false } : { slug, title: "", html: "", updatedOn: "", isNew: true };
  return data(body);
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const ops = await opsAction(request, context);
  const submission = parseWithZod(await request.formData(), { schema: ContentPageBody });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const result = await ops.api("PUT", "/ops/content-pages/{slug}", {
    params: { slug: params.slug ?? "" },
    body: submission.value,
  });
  if (!result.ok)
    return data(refusalReply(submission, result), { status: result.status === 412 ? 400 : result.status });
  return redirectWithAnswer(context, ops, `/ops/content/${params.slug}`, result);
}

export default function OpsContentEditor() {
  const page = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useLazySchemaForm((s) => s.ContentPageBody, {
    lastResult,
    defaultValue: { title: page.title, html: page.html },
    shouldValidate: "onBlur",
  });
  return (
    <div className="stack ops-editor">
      <p>
        <Link to="/ops/content">All content pages</Link>
      </p>
      <h1>{page.isNew ? `New page /${page.slug}` : `Edit /${page.slug}`}</h1>
      <p className="small muted">
        Headings, paragraphs, lists, links, tables and images are kept; scripts, styles and event handlers are removed
        when you save.{" "}
        {page.isNew ? null : (
          <a href={`/${page.slug}`} target="_blank" rel="noreferrer">
            View the page
          </a>
        )}
      </p>
      <Form method="post" {...getFormProps(form)} noValidate className="stack">
        <ErrorList id={form.errorId} errors={form.errors} />
        <Field label="Title" field={fields.title} />
        <TextAreaField label="HTML" field={fields.html} spellCheck={false} />
        <div className="row">
          <button type="submit" className="button" disabled={navigation.state === "submitting"}>
            Save page
          </button>
        </div>
      </Form>
    </div>
  );
}
