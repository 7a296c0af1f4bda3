// What a wizard page needs (spec 001 sections 2.1 and 4.5): the draft, the step, and that step's
// lists (makes and models, the lookup answer, features, locations and group).
import { redirect } from "@remix-run/cloudflare";
import type { DraftDto, VehicleLookupDto } from "~contract/dto/draft";
import type { VehicleFeature } from "~contract/vehicle-features";
import { isWizardStep, EDIT_START_STEP } from "~contract/wizard/steps";
import { headerUser } from "~/sessions/header-user";
import { call, loadDraft, lookUp, type WizardCall } from "./wizard-api.server";
import { wizardUrl } from "./wizard-url";

const COPY_FIRST = ["ENDED", "CANCELLED", "REJECTED"];

export interface WizardPage {
  step: number;
  draft: DraftDto | null;
  editCopy: { id: number; version: number } | null;
  makes: { id: number; name: string }[];
  models: { id: number; name: string }[];
  lookup: { found: VehicleLookupDto | null; plate: string } | null;
  features: VehicleFeature[];
  locations: { id: number; postalCode: { postcode: string } }[];
  hasGroup: boolean;
}

export function requireWizardSeller(c: WizardCall) {
  // "A buyer who is not a seller is redirected to the dashboard" (spec 001 section 2.1).
  if (!headerUser(c.viewer.claims).isSeller) throw redirect("/dashboard");
}

export async function wizardLoader(c: WizardCall, url: URL): Promise<WizardPage> {
  requireWizardSeller(c);
  const page: WizardPage = {
    step: 1,
    draft: null,
    editCopy: null,
    makes: [],
    models: [],
    lookup: null,
    features: [],
    locations: [],
    hasGroup: false,
  };
  const editId = Number(url.searchParams.get("edit"));
  if (editId > 0) {
    const res = await loadDraft(c, editId);
    if (!res.ok) throw new Response("Not Found", { status: 404 });
    if (COPY_FIRST.includes(res.data.status))
      return { ...page, draft: res.data, editCopy: { id: editId, version: res.data.auctionVersion } };
    throw redirect(wizardUrl(editId, EDIT_START_STEP));
  }
  const draftId = Number(url.searchParams.get("draft"));
  if (draftId > 0) {
    const res = await loadDraft(c, draftId);
    if (!res.ok) throw new Response("Not Found", { status: 404 });
    page.draft = res.data;
  }
  const asked = Number(url.searchParams.get("step"));
  page.step = isWizardStep(asked) && (page.draft || asked === 1) ? asked : (page.draft?.formStep ?? 1);
  const d = page.draft;
  if (page.step === 2 && d?.basicData.registrationPlate) {
    const found = await lookUp(c, d.basicData.registrationPlate);
    page.lookup = { found: found.ok ? found.data : null, plate: d.basicData.registrationPlate };
  }
  if (page.step === 3) {
    const makes = await call<{ id: number; name: string }[]>(c, "GET", "/vehicle-make");
    page.makes = makes.ok ? makes.data : [];
    const makeId = Number(url.searchParams.get("makeId")) || d?.basicData.makeId;
    if (makeId) {
      const make = await call<{ models: { id: number; name: string }[] }>(c, "GET", `/vehicle-make/${makeId}`);
      page.models = make.ok ? make.data.models : [];
    }
  }
  if (page.step === 9) {
    const features = await call<VehicleFeature[]>(c, "GET", "/vehicle-specification");
    page.features = features.ok ? features.data : [];
  }
  if (page.step === 11) {
    const [locations, group] = await Promise.all([
      call<WizardPage["locations"]>(c, "GET", "/account/organization-locations"),
      call<unknown>(c, "GET", "/account/organization-group"),
    ]);
    page.locations = locations.ok ? locations.data : [];
    page.hasGroup = group.ok && group.data !== null;
  }
  return page;
}
