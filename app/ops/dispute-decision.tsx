// One dispute in the ops console: what the buyer and the seller said, and the decision form
// (uphold, partial with the agreed reduction in pounds, or reject, with a note). Plain POST.
import { Form } from "@remix-run/react";
import { DISPUTE_OUTCOMES, isDecided } from "~contract/dispute-rules";
import type { OpsDispute } from "~contract/answers/dispute";
import { ChoiceGroup, Field, TextAreaField, plainField } from "~/components/form";
import { formatAmount } from "~/auction/format";
import { ukDateTime } from "./format";

export interface DecisionReply {
  id: number;
  values: Record<string, string>;
  fieldErrors: Record<string, string[]>;
}

const OUTCOME_LABELS = {
  UPHELD: "Uphold: cancel the sale and credit the fees",
  PARTIAL: "Partial: reduce the price by an agreed amount",
  REJECTED: "Reject: the sale stands",
} as const;
const CHOICES = DISPUTE_OUTCOMES.map((value) => ({ value, label: OUTCOME_LABELS[value] }));

export function DisputeDetails({ d }: { d: OpsDispute }) {
  return (
    <>
      <h2 className="h3">
        {d.registrationPlate} {d.vehicleTitle}: {formatAmount(d.salePriceInPence)}{" "}
        <span className={`dispute-badge dispute-badge--${d.status.toLowerCase()}`}>{d.statusLabel}</span>
      </h2>
      <p className="small">
        {d.reasonLabel} · buyer {d.buyerOrganization.tradeName} · seller {d.sellerOrganization.tradeName} · raised{" "}
        {ukDateTime(d.raisedOn)}
      </p>
      <p className="dispute-text">Buyer: {d.description}</p>
      {d.photos.length ? (
        <p className="small">
          Photos:{" "}
          {d.photos.map((p, i) => (
            <a key={p.id} href={p.url}>
              {`photo ${i + 1}`}{" "}
            </a>
          ))}
        </p>
      ) : null}
      <p className="dispute-text">Seller: {d.sellerAnswer ?? "no answer yet"}</p>
      {isDecided(d.status) ? (
        <p className="small">
          Decided {d.decidedOn ? ukDateTime(d.decidedOn) : ""}
          {d.adjustedPriceInPence !== null ? ` · new price ${formatAmount(d.adjustedPriceInPence)}` : ""} · fees
          credited {formatAmount(d.feeCreditInPence ?? 0)}
          {d.decisionNote ? ` · ${d.decisionNote}` : ""}
        </p>
      ) : null}
    </>
  );
}

export function DisputeDecisionForm({ d, reply }: { d: OpsDispute; reply: DecisionReply | null }) {
  if (isDecided(d.status)) return null;
  const mine = reply?.id === d.id ? reply : null;
  const f = (name: string) => plainField(name, mine?.values[name], mine?.fieldErrors[name], `dispute-${d.id}-`);
  return (
    <Form method="post" noValidate className="stack" aria-label={`Decide the dispute of ${d.registrationPlate}`}>
      <input type="hidden" name="id" value={d.id} />
      <ChoiceGroup legend="Decision" field={f("outcome")} choices={CHOICES} />
      <Field
        label="Price reduction (partial only)"
        field={f("adjustmentInPence")}
        shownValue={mine?.values.adjustment}
        prefix="£"
        inputMode="decimal"
      />
      <TextAreaField label="Note to both parties (optional)" field={f("note")} rows={2} />
      <button type="submit" className="button">
        DECIDE
      </button>
    </Form>
  );
}
