// The registration calls of spec 000 section 7: each step validated by the server before the next
// (412 'Invalid values' with field errors), the fee tables, the card SetupIntent and the final
// POST /registration. All public: the visitor has no account yet.
import { z } from "zod";
import type { ApiContext, Route } from "../../api/types";
import { ApiError, json, readJson } from "../../api/http";
import { createEmailSender } from "../../email/sender";
import { createStripeAdapter, paymentsEnabled, StripeError } from "../../payments/adapters/stripe";
import {
  MainProfileFormSchema,
  OrganizationRoleFormSchema,
  RegistrationSchema,
  ValidateOrganizationSchema,
  type CreditCardForm,
} from "../../contract/registration";
import { REGISTRATION_MESSAGES as M } from "../../contract/messages/registration";
import { ClientSecretSchema } from "../../contract/payments";
import {
  check,
  checkAddress,
  checkCard,
  checkCompany,
  checkOrganization,
  checkProfile,
  checkRole,
  emailErrors,
  postcodeErrors,
  throwIfAny,
  vatErrors,
} from "../validate";
import { createRegistration } from "../create";
import { notifyRegistration } from "../notify";
import { feesSettings } from "../fees";
import { limitRegistration, REGISTRATION_LIMITS } from "../rate-limit";

const Ok = z.object({ ok: z.literal(true) });
const FeeBand = z.object({
  fromInPence: z.number().int(),
  toInPence: z.number().int().nullable(),
  sellerFeeInPence: z.number().int(),
  buyerFeeInPence: z.number().int(),
});

/**
 * The card confirmed in the browser becomes the customer's default, with its last four digits.
 * Spec 000 section 8: a card setup failure at registration is logged only; the dealer registers
 * without a card and can add one in the wallet.
 */
async function saveRegistrationCard(
  env: Parameters<typeof createStripeAdapter>[0],
  card: CreditCardForm | null,
): Promise<{ paymentMethodId: string; last4: string | null } | null> {
  const stripe = createStripeAdapter(env);
  if (!stripe || !card?.stripeCustomerId || !card.stripePaymentMethodId) return null;
  try {
    const method = await stripe.attachPaymentMethod(card.stripePaymentMethodId, card.stripeCustomerId);
    await stripe.setDefaultPaymentMethod(card.stripeCustomerId, method.id);
    return { paymentMethodId: method.id, last4: method.card?.last4 ?? null };
  } catch (error) {
    console.error("registration card setup failed", error);
    return null;
  }
}

const paymentsOff = () => new ApiError(503, M.paymentsOff, "PAYMENTS_DISABLED");

/**
 * The server's check of one registration step: limited per address (registration/rate-limit.ts,
 * the three checks sharing one counter), then `run`, which throws the step's field errors, then
 * `{ ok: true }`.
 */
function stepCheck({
  run,
  ...route
}: Pick<Route, "path" | "summary" | "request"> & { run?: (c: ApiContext) => Promise<void> }): Route {
  return {
    method: "POST",
    access: "public",
    tags: ["registration"],
    errors: ["RATE_LIMITED"],
    responses: { 200: Ok },
    ...route,
    handler: async (c) => {
      await limitRegistration(c.db, REGISTRATION_LIMITS.checkPerIp, c.ip, c.clock.now());
      await run?.(c);
      return json({ ok: true });
    },
  };
}

export const registrationRoutes: Route[] = [
  // Step 1's body is the router's to check: nothing is left to run.
  stepCheck({
    path: "/registration/validate-organization-role",
    summary: "Check step 1: dealer type and organisation roles",
    request: { body: OrganizationRoleFormSchema },
  }),
  stepCheck({
    path: "/registration/validate-organization",
    summary: "Check steps 2 and 3: company details (part=company), address (part=address) or both",
    request: { body: ValidateOrganizationSchema, checkedByHandler: true },
    run: async ({ request, db }) => {
      const { part, organizationRoleForm, organizationForm } = check(
        ValidateOrganizationSchema,
        await readJson(request),
      ).value ?? {
        part: "all" as const,
        organizationRoleForm: undefined,
        organizationForm: {},
      };
      const role = checkRole(organizationRoleForm);
      const form =
        part === "company"
          ? checkCompany(organizationForm)
          : part === "address"
            ? checkAddress(organizationForm)
            : checkOrganization(organizationForm);
      throwIfAny(role.errors, form.errors);
      const value = form.value as { vatNumber?: string; postalCode?: string };
      const vat = value.vatNumber ? await vatErrors(db, value.vatNumber) : null;
      const postcode = value.postalCode ? (await postcodeErrors(db, value.postalCode)).errors : null;
      throwIfAny(vat, postcode);
    },
  }),
  stepCheck({
    path: "/registration/validate-main-profile",
    summary: "Check step 4: the owner's personal details",
    // Checked by the handler: the repeat check must show while other fields are wrong too.
    request: { body: MainProfileFormSchema, checkedByHandler: true },
    run: async ({ request, db }) => {
      const profile = checkProfile(await readJson(request));
      throwIfAny(profile.errors);
      throwIfAny(await emailErrors(db, profile.value!.email));
    },
  }),
  {
    method: "GET",
    path: "/registration/fees-settings",
    access: "public",
    summary: "Seller and buyer fee bands, pence plus VAT",
    tags: ["registration"],
    responses: { 200: z.object({ bands: z.array(FeeBand) }) },
    handler: async ({ db }) => json(await feesSettings(db)),
  },
  {
    method: "GET",
    path: "/registration/stripe-client-secret",
    access: "public",
    summary: "A Stripe customer and SetupIntent for the card step (503 when payments are off)",
    tags: ["registration"],
    errors: ["PAYMENTS_DISABLED", "PAYMENT_PROVIDER_ERROR"],
    responses: { 200: ClientSecretSchema },
    handler: async ({ env }) => {
      const stripe = createStripeAdapter(env);
      if (!stripe || !paymentsEnabled(env)) throw paymentsOff();
      try {
        const customer = await stripe.createCustomer({ name: "Registration in progress" });
        const intent = await stripe.createSetupIntent(customer.id);
        return json({
          stripeSetupIntentClientSecret: intent.client_secret,
          stripeCustomerId: customer.id,
          publishableKey: env.STRIPE_PUBLISHABLE_KEY!,
        });
      } catch (error) {
        if (error instanceof StripeError) throw new ApiError(502, error.message, "PAYMENT_PROVIDER_ERROR");
        throw error;
      }
    },
  },
  {
    method: "POST",
    path: "/registration",
    access: "public",
    summary: "Register a dealer: organisation (PENDING, trial from today), main location and owner",
    tags: ["registration"],
    // Limited per address (registration/rate-limit.ts), the three checks sharing one counter.
    errors: ["RATE_LIMITED"],
    request: { body: RegistrationSchema, checkedByHandler: true },
    responses: { 200: z.object({ organizationId: z.number().int(), memberId: z.number().int(), message: z.string() }) },
    handler: async ({ request, env, ctx, db, clock, ip }) => {
      await limitRegistration(db, REGISTRATION_LIMITS.registerPerIp, ip, clock.now());
      const body = check(RegistrationSchema, await readJson(request)).value ?? {};
      const role = checkRole(body.organizationRoleForm);
      const organization = checkOrganization(body.organizationForm);
      const profile = checkProfile(body.mainProfileForm);
      const card = checkCard(body.creditCardForm ?? { skipCard: true });
      throwIfAny(role.errors, organization.errors, profile.errors, card.errors);
      // Spec 000 section 6: only franchised dealers must give a cardholder name; and anyone adding a card.
      const needsCardholder = role.value!.organizationRole === "FRANCHISED_DEALER" || !card.value!.skipCard;
      throwIfAny(needsCardholder && !card.value!.cardholder ? { cardholder: [M.required] } : null);
      const postcode = await postcodeErrors(db, organization.value!.postalCode);
      throwIfAny(
        await vatErrors(db, organization.value!.vatNumber),
        postcode.errors,
        await emailErrors(db, profile.value!.email),
      );

      const cardForm = card.value!.skipCard ? null : card.value!;
      const registration = {
        savedCard: await saveRegistrationCard(env, cardForm),
        role: role.value!,
        organization: organization.value!,
        profile: profile.value!,
        card: cardForm,
        postcode: postcode.postcode!,
        nowIso: new Date(clock.now()).toISOString(),
      };
      let created;
      try {
        created = await createRegistration(env, registration);
      } catch (error) {
        // A racing twin got there first: the unique indexes refused the whole batch.
        const text = String(error);
        if (/members_email_idx|members\.email/.test(text)) throwIfAny({ email: [M.duplicateEmail] });
        if (/organizations_vat_idx|organizations\.vat_number/.test(text)) throwIfAny({ vatNumber: [M.duplicateVat] });
        throw error;
      }
      await notifyRegistration(
        createEmailSender(env, db, ctx),
        env.SUPPORT_EMAIL,
        registration,
        created.organizationId,
      );
      return json({ ...created, message: M.registered });
    },
  },
];
