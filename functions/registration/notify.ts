// Tells the team about a new registration so they can verify it (spec 000 section 2 step 6: "a
// team member will contact the user"), and thanks the registrant; both through the outbox.
import type { EmailSender } from "../email/sender";
import type { NewRegistration } from "./create";
import { DEALER_TYPE_LABELS, ORGANIZATION_ROLE_LABELS } from "../contract/accounts";
import { REGISTRATION_MESSAGES as M } from "../contract/messages/registration";

const oneLine = (s: string) => s.replace(/[\r\n]+/g, " ");

export async function notifyRegistration(
  sender: EmailSender,
  supportEmail: string,
  r: NewRegistration,
  organizationId: number,
) {
  const o = r.organization;
  const p = r.profile;
  await sender.send({
    to: supportEmail,
    subject: `New registration to verify: ${oneLine(o.tradeName)}`,
    text: [
      "A dealer has registered and is waiting for verification.",
      "",
      `Organisation #${organizationId}: ${o.officialCompanyName} (trading as ${o.tradeName})`,
      `Dealer type: ${DEALER_TYPE_LABELS[r.role.organizationRole]}`,
      `Roles: ${r.role.roles.map((role) => ORGANIZATION_ROLE_LABELS[role]).join(", ")}`,
      `VAT number: ${o.vatNumber}`,
      `Company register number: ${o.companyRegisterNumber ?? "-"}`,
      `Address: ${[o.address, o.address2, o.city, o.county, r.postcode.postcode].filter(Boolean).join(", ")}`,
      `Phone: ${o.phoneNumber}${o.mobileNumber ? `, mobile ${o.mobileNumber}` : ""}`,
      `Owner: ${p.firstName} ${p.lastName} <${p.email}>, ${p.position}`,
      `Card: ${r.card?.stripePaymentMethodId ? "added" : "skipped"}`,
    ].join("\n"),
  });
  await sender.send({
    to: p.email.trim().toLowerCase(),
    subject: M.registered,
    text: [`Dear ${oneLine(p.firstName)},`, "", `${M.registered}.`, M.teamWillContact].join("\n"),
  });
}
