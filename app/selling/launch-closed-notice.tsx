// Why this organisation cannot launch auctions now, said up front (issue 22 item 5; decision
// 0091): on the dashboard, the wizard's first step and its launch step, in the words Launch itself
// would answer, with what the dealer can do meanwhile and, for a payment block, the way to the wallet.
import { Link } from "@remix-run/react";
import type { LaunchClosedReason } from "~contract/launch-access";
import { LAUNCH_CLOSED_MESSAGES } from "~contract/messages/auction-detail";
import { WALLET_PATH } from "~/api/error-messages";

export function LaunchClosedNotice({ reason }: { reason: LaunchClosedReason | null | undefined }) {
  if (!reason) return null;
  return (
    <div className="alert alert--warning inline-alert stack" role="status" data-testid="launch-closed">
      <p>
        {LAUNCH_CLOSED_MESSAGES[reason]}
        {reason === "PAYMENT_BLOCKED" ? (
          <>
            {" "}
            <Link to={WALLET_PATH}>{LAUNCH_CLOSED_MESSAGES.toWallet}</Link>
          </>
        ) : null}
      </p>
      <p>{LAUNCH_CLOSED_MESSAGES.meanwhile}</p>
    </div>
  );
}
