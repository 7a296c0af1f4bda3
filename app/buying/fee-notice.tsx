// The buyer's fee notice (spec 001 sections 1 and 9): the fee table effective from 10 February
// 2025, until the dealer presses GOT IT. Dismissal is a plain form post that sets a long-lived
// cookie, so it works and is remembered without JavaScript; with it, a fetcher hides it in place.
import { useFetcher, useLocation } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import { BUYER_FEE_BANDS } from "~contract/fees";
import { feeBandLabels } from "~contract/fee-bands";
import { formatPounds } from "~/auction/format";

export const FEE_NOTICE_COOKIE = "buyer-fee-notice";
export const FEE_NOTICE_ACTION = "/buyer-fee-notice";

export function feeNoticeDismissed(request: Request): boolean {
  const cookie = request.headers.get("Cookie") ?? "";
  return cookie.split(/;\s*/).some((part) => part.startsWith(`${FEE_NOTICE_COOKIE}=`));
}

/** The bands as rows: "£1,001 to £2,500" and its fee. */
export function feeRows(): { band: string; fee: string }[] {
  const labels = feeBandLabels(BUYER_FEE_BANDS);
  return BUYER_FEE_BANDS.map((b, i) => ({ band: labels[i], fee: formatPounds(b.feeInPence) }));
}

export function FeeNotice() {
  const fetcher = useFetcher();
  const location = useLocation();
  const hydrated = useHydrated();
  if (fetcher.state !== "idle" || fetcher.data) return null;
  return (
    <div className="floating-panel fee-notice" role="dialog" aria-modal="false" aria-labelledby="fee-notice-title">
      <h2 id="fee-notice-title">Changes to buyer's fees</h2>
      <p>From 10 February 2025 the buyer's fee for each vehicle you buy is (plus VAT):</p>
      <table className="fee-table">
        <thead>
          <tr>
            <th scope="col">Sale price</th>
            <th scope="col">Fee</th>
          </tr>
        </thead>
        <tbody>
          {feeRows().map((row) => (
            <tr key={row.band}>
              <td>{row.band}</td>
              <td>{row.fee}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <fetcher.Form method="post" action={FEE_NOTICE_ACTION}>
        <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
        {hydrated ? <input type="hidden" name="mode" value="fetch" /> : null}
        <button type="submit" className="button">
          GOT IT
        </button>
      </fetcher.Form>
    </div>
  );
}
