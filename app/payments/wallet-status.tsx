// What the wallet says about the organisation's payment method and account (spec 000 sections 2
// and 4): the current method, the blocked-for-payment messages, and when payments are not set up.
import type { PaymentMethodDto } from "~contract/payments";
import { PAYMENT_MESSAGES as M } from "~contract/messages/payments";
import { ERROR_MESSAGES } from "~contract/messages/errors";

function blockedMessage(method: PaymentMethodDto): string {
  if (method.verificationPending) return M.thankYou;
  if (method.last4 === null && method.paymentMethod !== "DIRECT_DEBIT") return M.couldNotCharge;
  return ERROR_MESSAGES.PAYMENT_FAILED;
}

function currentMethod(method: PaymentMethodDto): string {
  if (method.paymentMethod === "DIRECT_DEBIT") return M.directDebit;
  if (method.paymentMethod === "BASED_ON_THE_INVOICE") return M.invoice;
  if (method.paymentMethod === "CREDIT_CARD" && method.last4) return `${M.cardOnFile} •••• ${method.last4}`;
  return M.noCard;
}

export function WalletStatus({ method }: { method: PaymentMethodDto }) {
  const blocked = method.accountStatus === "BLOCKED_DUE_TO_PAYMENT";
  return (
    <>
      {blocked ? (
        <div
          className={`alert inline-alert ${method.verificationPending ? "alert--warning" : "alert--error"}`}
          role="alert"
          data-testid="wallet-blocked"
        >
          {blockedMessage(method)}
        </div>
      ) : null}
      {method.paymentsConfigured ? null : (
        <div className="alert alert--warning inline-alert" role="status">
          {M.notConfigured}
        </div>
      )}
      <section className="card wallet__current" aria-labelledby="wallet-current">
        <h2 id="wallet-current">Current payment method</h2>
        <p data-testid="wallet-method">{currentMethod(method)}</p>
      </section>
    </>
  );
}
