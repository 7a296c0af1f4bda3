// Step 2 of the seller's detail, 'Launch Vehicle' (spec 001 sections 2.6 and 5.7): CANCEL and
// LAUNCH, validation on submit only. Without JavaScript every field shows and only the chosen
// type's ones count; with it the fields follow the type, and changing the type clears the prices.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useLazySchemaForm } from "~/components/form/lazy-schema-form";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useState, type ReactNode } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { AUCTION_TYPES, PUBLISH_TARGETS, TRYING_TO_DEAL_DELIVERY_DATE_TYPES } from "~contract/auctions";
import type { AuctionDetail } from "~contract/dto/auction-detail";
import {
  AUCTION_TYPE_LABELS,
  DELIVERY_DATE_TYPE_LABELS,
  OFFERED_TIME_OPTIONS,
  PRICE_LABELS,
  PUBLISH_TARGET_LABELS,
} from "~contract/launch-labels";
import { SELLER_ACTION_MESSAGES } from "~contract/messages/seller-actions";
import { formatDuration } from "~/utils/dates";
import { ChoiceGroup, DateField, ErrorList, Field, SelectField, type FieldState } from "~/components/form";

interface Props {
  auction: AuctionDetail;
  hasGroup: boolean;
  today: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
  cancelHref: string;
  /** The price guide line (decision 0147), shown above the prices it informs. */
  priceGuide?: ReactNode;
}

const TYPE_CHOICES = AUCTION_TYPES.map((value) => ({ value, label: AUCTION_TYPE_LABELS[value] }));
const TARGET_CHOICES = PUBLISH_TARGETS.map((value) => ({ value, label: PUBLISH_TARGET_LABELS[value] }));
const DELIVERY_CHOICES = TRYING_TO_DEAL_DELIVERY_DATE_TYPES.map((value) => ({
  value,
  label: DELIVERY_DATE_TYPE_LABELS[value],
}));
const TIME_CHOICES = OFFERED_TIME_OPTIONS.map((m) => ({ value: m, label: formatDuration(m) }));

const pounds = (pence: number | null) => (pence === null ? "" : String(Math.floor(pence / 100)));

export function LaunchForm({ auction, hasGroup, today, lastResult, cancelHref, priceGuide }: Props) {
  const hydrated = useHydrated();
  const busy = useNavigation().state !== "idle";
  const [type, setType] = useState<string>(auction.type ?? "");
  const [deliveryType, setDeliveryType] = useState<string>(auction.tryingToDealDeliveredDateType ?? "");
  const [form, fields] = useLazySchemaForm((s) => s.launchFormPoundsSchema({ hasGroup, today }), {
    lastResult,
    shouldValidate: "onSubmit",
    defaultValue: {
      type: auction.type ?? "",
      minimumPriceInPence: pounds(auction.minimumPriceInPence),
      autoAcceptPriceInPence: pounds(auction.autoAcceptPriceInPence),
      buyNowPriceInPence: pounds(auction.buyNowPriceInPence),
      timeOption: String(auction.timeOption ?? 1440),
      publishTarget: auction.publishTarget ?? "EVERYWHERE",
      tryingToDealDeliveryDateType: auction.tryingToDealDeliveredDateType ?? "",
      tryingToDealDeliveryDate: auction.tryingToDealDeliveredOn?.slice(0, 10) ?? "",
    },
  });
  // Without JavaScript every field is there; with it only the chosen type's.
  const shows = (when: boolean) => !hydrated || when;
  const priced = type === "PHYSICAL" || type === "MINIMUM_PRICE";
  const priceLabel = hydrated && priced ? PRICE_LABELS[type as "PHYSICAL"]! : "Reserve Price or Minimum Price";
  type Name = keyof typeof fields;
  // Changing the type remounts the price and delivery boxes empty (spec 001 section 5.7).
  const retype = hydrated ? type : "";
  /** A field for the kit; `keyed` ones keep their value only under the saved type. */
  const field = (name: Name, keyed = false): FieldState => {
    const f = fields[name];
    const initialValue = keyed && type !== auction.type ? "" : f.initialValue;
    return { id: f.id, name: f.name, errorId: f.errorId, errors: f.errors, formId: f.formId, initialValue };
  };
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="launch-form card">
      <h2>Launch Vehicle</h2>
      {!auction.isFreeRepublishAvailable ? (
        <p className="inline-alert alert alert--warning" role="status">
          {SELLER_ACTION_MESSAGES.launchFee}
        </p>
      ) : null}
      <ErrorList id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value="launch" />
      <input type="hidden" name="version" value={auction.version} />
      <ChoiceGroup
        legend="Auction type"
        field={field("type")}
        choices={TYPE_CHOICES}
        onToggle={(value, on) => on && setType(value)}
      />
      {priceGuide}
      {shows(priced) ? (
        <Field
          key={`price-${retype}`}
          label={`${priceLabel} (£)`}
          field={field("minimumPriceInPence", true)}
          inputMode="numeric"
        />
      ) : null}
      <Field
        key={`auto-${retype}`}
        label="Auto accept price (£, optional)"
        field={field("autoAcceptPriceInPence", true)}
        inputMode="numeric"
      />
      <Field
        key={`buy-now-${retype}`}
        label="Buy Now price (£, optional)"
        field={field("buyNowPriceInPence", true)}
        inputMode="numeric"
      />
      {shows(type === "TRYING_TO_DEAL") ? (
        <SelectField
          key={`delivery-${retype}`}
          label="Delivery (Trying to Deal)"
          field={field("tryingToDealDeliveryDateType", true)}
          placeholder="Choose"
          options={DELIVERY_CHOICES}
          onValueChange={setDeliveryType}
        />
      ) : null}
      {shows(type === "TRYING_TO_DEAL" && deliveryType === "CUSTOM_DATE") ? (
        <DateField label="Delivery date (custom date)" field={field("tryingToDealDeliveryDate")} />
      ) : null}
      <SelectField label="Auction duration" field={field("timeOption")} options={TIME_CHOICES} />
      {hasGroup ? (
        <ChoiceGroup legend="Publish target" field={field("publishTarget")} choices={TARGET_CHOICES} />
      ) : null}
      <div className="bid-step__actions">
        <Link to={cancelHref} className="button button--secondary">
          CANCEL
        </Link>
        <button type="submit" className="button" disabled={busy}>
          LAUNCH
        </button>
      </div>
    </Form>
  );
}
