// What each registration step sends to the API (spec 000 section 7): the step's own validation
// call, and on the last step POST /registration with the four forms.
import type { ApiClient, ApiResult } from "~/api/client.server";
import type { BodyOf } from "~/api/typed-paths";
import type { RegistrationDraft, StepValues } from "./draft.server";
import type { StepNumber } from "./steps";

type Body = Record<string, unknown>;

/** Form values as the API reads them: empty text is "not given", checkboxes are booleans. */
function clean(values: StepValues): Body {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== ""));
}

const role = (d: RegistrationDraft) => ({ organizationRole: d.role.organizationRole, roles: d.role.roles ?? [] });
const profile = (d: RegistrationDraft) => ({
  ...clean(d.profile),
  acceptTos: d.profile.acceptTos === "on",
  acceptNewsletter: d.profile.acceptNewsletter === "on",
});

function cardForm(d: RegistrationDraft): Body {
  const cardholder = d.card.cardholder || undefined;
  const added = d.card.skipCard !== "on" && d.card.stripePaymentMethodId && d.card.stripeCustomerId;
  if (!added) return { skipCard: true, cardholder };
  return {
    skipCard: false,
    cardholder,
    stripeCustomerId: d.card.stripeCustomerId,
    stripePaymentMethodId: d.card.stripePaymentMethodId,
  };
}

export function callForStep(
  api: ApiClient,
  step: StepNumber,
  d: RegistrationDraft,
  ip: string | null,
): Promise<ApiResult<unknown>> {
  // The draft holds what the visitor chose as form strings; the API judges them (412 with field errors).
  switch (step) {
    case 1:
      return api.call("POST", "/registration/validate-organization-role", {
        ip,
        body: role(d) as BodyOf<"POST", "/registration/validate-organization-role">,
      });
    case 2:
    case 3: {
      // The company and its address are one API check, told which half to judge.
      const part = step === 2 ? "company" : "address";
      return api.call("POST", "/registration/validate-organization", {
        ip,
        body: { part, organizationRoleForm: role(d), organizationForm: clean(d[part]) },
      });
    }
    case 4:
      return api.call("POST", "/registration/validate-main-profile", {
        ip,
        body: profile(d) as BodyOf<"POST", "/registration/validate-main-profile">,
      });
    case 5:
      return api.call("POST", "/registration", {
        ip,
        body: {
          organizationRoleForm: role(d),
          organizationForm: { ...clean(d.company), ...clean(d.address) },
          mainProfileForm: profile(d),
          // A card confirmed by the card provider in the browser (JavaScript only); else the step is skipped.
          creditCardForm: cardForm(d),
        },
      });
  }
}
