// The wallet's and Direct Debit's words (spec 000 sections 2, 4, 7 and 8).
export const PAYMENT_MESSAGES = {
  noCard: "No card added to the account. Click ADD CARD to add a new card.",
  directDebit: "Your payment method is Direct Debit. Click Add to start process.",
  cardUpdated: "Credit card updated successfully",
  thankYou:
    "Thank you for adding the card/direct debit account. After successful verification your account will be activated in a few minutes. If not, please contact us.",
  couldNotCharge: "We could not charge the payment from your account. Please enter a valid credit card number.",
  notConfigured:
    "Card payments and direct debit are not configured on this site, so fees are recorded and not charged yet.",
  ddSuccessTitle: "Your payment method successfully added",
  ddSuccessText: "Your Direct Debit is set up. Fees will be collected from your bank account.",
  ddCancelTitle: "Your payment method was declined",
  ddCancelText: "Please enter valid method information.",
  cardAuthFailed: "We are unable to authenticate your payment method. Please try again.",
  cardholderTooLong: "Cardholder's name must be at most 5000 characters.",
  checkoutFailed: "We could not open the Direct Debit set-up. Please try again.",
  providerError: "The card provider refused the request. Please try again.",
  noCustomer: "Add a card or set up Direct Debit first.",
  cardNeedsScript: "Adding a card needs JavaScript: the card fields come from our card provider.",
  invoice: "You pay your fees on your monthly invoice.",
  cardIncomplete: "Please complete the card number, expiry and CVC.",
  cardSkippedWithoutScript:
    "Card details need JavaScript, so this step is skipped: add a card later in your wallet (Payment Card).",
  cardOnFile: "Card ending in",
} as const;
