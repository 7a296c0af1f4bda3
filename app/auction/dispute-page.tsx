// The dispute page's markup: the sale it concerns, the dispute as it stands (reason, the buyer's
// words and photos, the seller's answer, the decision), and the form this party may use now.
import { Form, Link } from "@remix-run/react";
import { DISPUTE_REASONS, MAX_DISPUTE_PHOTOS } from "~contract/dispute-rules";
import type { DisputeSummary } from "~contract/disputes";
import type { DisputeView } from "~contract/answers/dispute";
import { DISPUTE_MESSAGES } from "~contract/messages/disputes";
import { ChoiceGroup, ErrorList, ErrorSlot, TextAreaField, plainField } from "~/components/form";
import { formatAmount } from "./format";
import { formatUkDateTime } from "~/utils/dates";
import type { DisputeActionData, KeptPhoto } from "./dispute.server";

interface Props {
  id: number;
  title: string;
  plate: string;
  priceInPence: number;
  summary: DisputeSummary;
  dispute: DisputeView | null;
  backHref: string;
  reply: DisputeActionData | null;
  busy: boolean;
}

const REASON_CHOICES = DISPUTE_REASONS.map((value) => ({ value, label: DISPUTE_MESSAGES.reasonLabels[value] }));

function field(reply: DisputeActionData | null, intent: DisputeActionData["intent"], name: string) {
  const mine = reply?.intent === intent ? reply : null;
  return plainField(name, mine?.values[name], mine?.fieldErrors[name], `dispute-${intent}-`);
}

/** Photos a refused raise already uploaded: posted again as kept unless "Remove" is ticked. */
function KeptPhotos({ kept }: { kept: KeptPhoto[] }) {
  if (kept.length === 0) return null;
  return (
    <fieldset className="dispute-kept">
      <legend>{DISPUTE_MESSAGES.keptPhotos(kept.length)}</legend>
      <ul className="dispute-photos">
        {kept.map((p, i) => (
          <li key={p.id}>
            <input type="hidden" name="keptPhoto" value={JSON.stringify(p)} />
            <img src={p.url} alt={`Evidence ${i + 1} you chose`} width={160} height={120} />
            <label className="checkbox">
              <input type="checkbox" name="removePhoto" value={p.id} /> Remove photo {i + 1}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function RaiseForm({ reply, busy, plate, priceInPence }: Pick<Props, "reply" | "busy" | "plate" | "priceInPence">) {
  const photos = field(reply, "raise", "photos");
  const kept = (reply?.intent === "raise" && reply.kept) || [];
  return (
    <Form method="post" encType="multipart/form-data" noValidate className="card dispute-form">
      <h2>{DISPUTE_MESSAGES.raiseTitle}</h2>
      <p>{DISPUTE_MESSAGES.raiseIntro(plate, formatAmount(priceInPence))}</p>
      <ErrorList errors={reply?.intent === "raise" && reply.formError ? [reply.formError] : null} />
      <input type="hidden" name="intent" value="raise" />
      <ChoiceGroup legend="Reason" field={field(reply, "raise", "reason")} choices={REASON_CHOICES} />
      <TextAreaField label="What is wrong" field={field(reply, "raise", "description")} rows={5} />
      <KeptPhotos kept={kept} />
      <div className="field">
        <label htmlFor={photos.id}>
          {kept.length ? "More photos" : "Photos"} (up to {MAX_DISPUTE_PHOTOS}
          {kept.length ? " in all" : ""}, optional)
        </label>
        {/* A new set of kept photos empties the box, so a post with JavaScript never sends one twice. */}
        <input
          key={kept.map((p) => p.id).join(",")}
          id={photos.id}
          name="photos"
          type="file"
          accept="image/*"
          multiple
          aria-describedby={photos.errorId}
        />
        <ErrorSlot field={photos} />
      </div>
      <button type="submit" className="button button--danger" disabled={busy}>
        RAISE DISPUTE
      </button>
    </Form>
  );
}

function AnswerForm({ reply, busy }: Pick<Props, "reply" | "busy">) {
  return (
    <Form method="post" noValidate className="card dispute-form">
      <h2>{DISPUTE_MESSAGES.answerTitle}</h2>
      <input type="hidden" name="intent" value="answer" />
      <TextAreaField label="Your answer" field={field(reply, "answer", "answer")} rows={5} />
      <button type="submit" className="button" disabled={busy}>
        SEND ANSWER
      </button>
    </Form>
  );
}

function Thread({ dispute: d }: { dispute: DisputeView }) {
  return (
    <section className="card dispute-thread" aria-labelledby="dispute-status">
      <h2 id="dispute-status" data-testid="dispute-status">
        {d.statusLabel}
      </h2>
      <dl className="dispute-facts">
        <dt>Reason</dt>
        <dd>{d.reasonLabel}</dd>
        <dt>Raised</dt>
        <dd>{formatUkDateTime(d.raisedOn)}</dd>
      </dl>
      <p className="dispute-text">{d.description}</p>
      {d.photos.length ? (
        <ul className="dispute-photos">
          {d.photos.map((p, i) => (
            <li key={p.id}>
              <a href={p.url}>
                <img
                  src={p.thumbnailUrl ?? p.url}
                  alt={`Evidence ${i + 1} from the buyer`}
                  width={160}
                  height={120}
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <h3>The seller's answer</h3>
      <p className="dispute-text">{d.sellerAnswer ?? "Awaiting the seller's answer."}</p>
      {d.decidedOn ? (
        <>
          <h3>Decision</h3>
          <p>
            {d.statusLabel}
            {d.adjustmentInPence !== null && d.adjustedPriceInPence !== null
              ? `: the price is reduced by ${formatAmount(d.adjustmentInPence)} to ${formatAmount(d.adjustedPriceInPence)}.`
              : "."}
          </p>
          {d.decisionNote ? <p className="dispute-text">{d.decisionNote}</p> : null}
        </>
      ) : null}
    </section>
  );
}

export function DisputePage(props: Props) {
  const { summary, dispute } = props;
  return (
    <section className="page narrow dispute-page">
      <p className="detail__back">
        <Link to={props.backHref}>Back to the vehicle</Link>
      </p>
      <h1>Dispute</h1>
      <p>
        <strong>{props.plate}</strong> {props.title}, sold at <strong>{formatAmount(props.priceInPence)}</strong>
      </p>
      {dispute ? <Thread dispute={dispute} /> : null}
      {summary.canRaise ? <RaiseForm {...props} /> : null}
      {dispute?.canAnswer ? <AnswerForm {...props} /> : null}
      {!dispute && !summary.canRaise ? <p className="muted">{DISPUTE_MESSAGES.WINDOW_CLOSED}</p> : null}
    </section>
  );
}
