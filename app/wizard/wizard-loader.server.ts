// What a wizard page needs (spec 001 sections 2.1 and 4.5): the draft, the step, and that step's
// own data, which its module loads (registry.ts).
import { redirect } from "@remix-run/cloudflare";
import type { DraftDto } from "~contract/dto/draft";
import { headerUser } from "~/sessions/header-user";
import { loadDraft, type WizardCall } from "./wizard-api.server";
import { editStartStep, FIRST_STEP, isWizardStep, stepAt } from "./registry";
import { wizardUrl } from "./wizard-url";

const COPY_FIRST = ["ENDED", "CANCELLED", "REJECTED"];

export interface WizardPage {
  step: number;
  draft: DraftDto | null;
  editCopy: { id: number; version: number } | null;
  /** The step's own loader data (its module's `load`). */
  data: unknown;
}

export function requireWizardSeller(c: WizardCall) {
  // "A buyer who is not a seller is redirected to the dashboard" (spec 001 section 2.1).
  if (!headerUser(c.viewer.claims).isSeller) throw redirect("/dashboard");
}

export async function wizardLoader(c: WizardCall, url: URL): Promise<WizardPage> {
  requireWizardSeller(c);
  const editId = Number(url.searchParams.get("edit"));
  if (editId > 0) {
    const res = await loadDraft(c, editId);
    if (!res.ok) throw new Response("Not Found", { status: 404 });
    if (COPY_FIRST.includes(res.data.status))
      return {
        step: FIRST_STEP,
        draft: res.data,
        editCopy: { id: editId, version: res.data.auctionVersion },
        data: null,
      };
    throw redirect(wizardUrl(editId, editStartStep()));
  }
  let draft: DraftDto | null = null;
  const draftId = Number(url.searchParams.get("draft"));
  if (draftId > 0) {
    const res = await loadDraft(c, draftId);
    if (!res.ok) throw new Response("Not Found", { status: 404 });
    draft = res.data;
  }
  const asked = Number(url.searchParams.get("step"));
  const saved = draft?.formStep ?? 0;
  const step =
    isWizardStep(asked) && (draft || stepAt(asked).draftless) ? asked : isWizardStep(saved) ? saved : FIRST_STEP;
  return { step, draft, editCopy: null, data: await stepAt(step).load({ c, draft, url }) };
}
