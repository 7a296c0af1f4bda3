// /settings: Company Details, titled 'Settings' (spec 000 section 2). Every member sees it; only
// the owner saves (PUT /account/organization), then 'Organization details updated successfully'.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { data } from "@remix-run/cloudflare";
import type { SubmissionResult } from "@conform-to/react";
import { OrganizationSaveSchema, parseWithZod } from "~/components/form/parse.server";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ORGANISATION_MESSAGES } from "~contract/messages/organisation";
import { requireOwner, requireUser } from "~/sessions/guards.server";
import { viewerApi } from "~/sessions/viewer.server";
import { assertSameOrigin } from "~/sessions/csrf.server";
import { loadFailure } from "~/api/load-failure.server";
import { AccountLayout } from "~/account/account-layout";
import { CompanyForm } from "~/account/company-form";
import { refusalReply } from "~/api/refusal-reply";
import { redirectWithToast } from "~/sessions/flash.server";
import accountStyles from "~/styles/account.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: accountStyles }];
export const meta: MetaFunction = () => [{ title: "Settings | Trade Auction" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const viewer = await requireUser(request, context);
  const org = await viewerApi(request, context, viewer, "GET", "/account/organization");
  if (!org.ok) throw loadFailure(org);
  return data({ org: org.data, isOwner: Boolean(viewer.claims.isOwner) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request, context.cloudflare.env);
  const viewer = await requireOwner(request, context);
  const submission = parseWithZod(await request.formData(), { schema: OrganizationSaveSchema });
  // Also the answer to "Add location" and "Discard" without JavaScript (conform's intents).
  if (submission.status !== "success")
    return data(submission.reply(), { status: submission.status === "error" ? 400 : 200 });
  const saved = await viewerApi(request, context, viewer, "PUT", "/account/organization", { body: submission.value });
  if (!saved.ok) return data(refusalReply(submission, saved), { status: saved.status });
  return redirectWithToast(context, viewer, "/settings", {
    type: "success",
    message: ORGANISATION_MESSAGES.updated,
  });
}

export default function Settings() {
  const { org, isOwner } = useLoaderData<typeof loader>();
  const lastResult = useActionData() as SubmissionResult<string[]> | undefined;
  return (
    <AccountLayout isOwner={isOwner}>
      <h1>Settings</h1>
      <p className="muted">
        {isOwner
          ? "Changes to the landline, the main location and new locations are checked by our team before they apply."
          : "Only the owner of your organisation can change these details."}
      </p>
      <CompanyForm org={org} isOwner={isOwner} lastResult={lastResult} />
    </AccountLayout>
  );
}
