// Step 2 of the seller's detail, 'Launch Vehicle' (spec 001 sections 2.6 and 5.7): CANCEL and
// LAUNCH, validation on submit only. Without JavaScript every field shows and only the chosen
// type's ones count; with it the fields follow the type, and changing the type clears the prices.
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useState } from "react";
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
import { SELLER_ACTION_MESSAGES } from "~contract/messages/auction";
import { formatDuration } from "~/utils/dates";
import { launchFormPoundsSchema } from "./launch-form-schema";

interface Props {
  auction: AuctionDetail;
  hasGroup: boolean;
  today: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
  cancelHref: string;
}

const pounds = (pence: number | null) => (pence === null ? "" : String(Math.floor(pence / 100)));

export function LaunchForm({ auction, hasGroup, today, lastResult, cancelHref }: Props) {
  const hydrated = useHydrated();
  const busy = useNavigation().state !== "idle";
  const [type, setType] = useState<string>(auction.type ?? "");
  const [deliveryType, setDeliveryType] = useState<string>(auction.tryingToDealDeliveredDateType ?? "");
  const [form, fields] = useForm({
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
    onValidate: ({ formData }) => parseWithZod(formData, { schema: launchFormPoundsSchema({ hasGroup, today }) }),
  });
  // Without JavaScript every field is there; with it only the chosen type's.
  const shows = (when: boolean) => !hydrated || when;
  const priced = type === "PHYSICAL" || type === "MINIMUM_PRICE";
  const priceLabel = hydrated && priced ? PRICE_LABELS[type as "PHYSICAL"]! : "Reserve Price or Minimum Price";
  type Name = keyof typeof fields;
  // Changing the type remounts the price and delivery boxes empty (spec 001 section 5.7).
  const retype = hydrated ? type : "";
  const error = (name: Name) => (
    <p id={fields[name].errorId} className="field__error" aria-live="polite">
      {fields[name].errors?.[0] ?? ""}
    </p>
  );
  /** Name, validity and error link of one field; `keyed` ones keep their value only under the saved type. */
  const input = (name: Name, keyed = false) => ({
    name,
    ...(keyed ? { defaultValue: type === auction.type ? (fields[name].initialValue ?? "") : "" } : {}),
    "aria-invalid": fields[name].errors?.length ? true : undefined,
    "aria-describedby": fields[name].errorId,
  });
  const box = (id: string, label: string, name: Name, control: React.ReactNode) => (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {control}
      {error(name)}
    </div>
  );
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="launch-form card">
      <h2>Launch Vehicle</h2>
      {!auction.isFreeRepublishAvailable ? (
        <p className="inline-alert alert alert--warning" role="status">
          {SELLER_ACTION_MESSAGES.launchFee}
        </p>
      ) : null}
      {form.errors?.length ? (
        <p className="inline-alert alert alert--error" role="alert" id={form.errorId}>
          {form.errors[0]}
        </p>
      ) : null}
      <input type="hidden" name="intent" value="launch" />
      <input type="hidden" name="version" value={auction.version} />
      <fieldset className="field launch-form__choices" aria-describedby={fields.type.errorId}>
        <legend>Auction type</legend>
        {AUCTION_TYPES.map((t) => (
          <label key={t} className="checkbox">
            <input
              type="radio"
              name="type"
              value={t}
              defaultChecked={fields.type.initialValue === t}
              onChange={() => setType(t)}
            />
            {AUCTION_TYPE_LABELS[t]}
          </label>
        ))}
        {error("type")}
      </fieldset>
      {shows(priced)
        ? box(
            "launch-price",
            `${priceLabel} (£)`,
            "minimumPriceInPence",
            <input
              id="launch-price"
              key={`price-${retype}`}
              inputMode="numeric"
              {...input("minimumPriceInPence", true)}
            />,
          )
        : null}
      {box(
        "launch-auto-accept",
        "Auto accept price (£, optional)",
        "autoAcceptPriceInPence",
        <input
          id="launch-auto-accept"
          key={`auto-${retype}`}
          inputMode="numeric"
          {...input("autoAcceptPriceInPence", true)}
        />,
      )}
      {box(
        "launch-buy-now",
        "Buy Now price (£, optional)",
        "buyNowPriceInPence",
        <input
          id="launch-buy-now"
          key={`buy-now-${retype}`}
          inputMode="numeric"
          {...input("buyNowPriceInPence", true)}
        />,
      )}
      {shows(type === "TRYING_TO_DEAL")
        ? box(
            "launch-delivery",
            "Delivery (Trying to Deal)",
            "tryingToDealDeliveryDateType",
            <select
              id="launch-delivery"
              key={`delivery-${retype}`}
              {...input("tryingToDealDeliveryDateType", true)}
              onChange={(e) => setDeliveryType(e.currentTarget.value)}
            >
              <option value="">Choose</option>
              {TRYING_TO_DEAL_DELIVERY_DATE_TYPES.map((d) => (
                <option key={d} value={d}>
                  {DELIVERY_DATE_TYPE_LABELS[d]}
                </option>
              ))}
            </select>,
          )
        : null}
      {shows(type === "TRYING_TO_DEAL" && deliveryType === "CUSTOM_DATE")
        ? box(
            "launch-delivery-date",
            "Delivery date (custom date)",
            "tryingToDealDeliveryDate",
            <input
              id="launch-delivery-date"
              type="date"
              min={today}
              defaultValue={fields.tryingToDealDeliveryDate.initialValue ?? ""}
              {...input("tryingToDealDeliveryDate")}
            />,
          )
        : null}
      {box(
        "launch-time",
        "Auction duration",
        "timeOption",
        <select id="launch-time" defaultValue={fields.timeOption.initialValue ?? ""} {...input("timeOption")}>
          {OFFERED_TIME_OPTIONS.map((m) => (
            <option key={m} value={m}>
              {formatDuration(m)}
            </option>
          ))}
        </select>,
      )}
      {hasGroup ? (
        <fieldset className="field launch-form__choices" aria-describedby={fields.publishTarget.errorId}>
          <legend>Publish target</legend>
          {PUBLISH_TARGETS.map((t) => (
            <label key={t} className="checkbox">
              <input
                type="radio"
                name="publishTarget"
                value={t}
                defaultChecked={fields.publishTarget.initialValue === t}
              />
              {PUBLISH_TARGET_LABELS[t]}
            </label>
          ))}
          {error("publishTarget")}
        </fieldset>
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
