// The wallet and payment block (issue 14), with JavaScript on and off: the owner sees the card on
// file and that payments are not configured locally; a non-owner is sent to the dashboard; an
// organisation blocked for payment sees the spec's messages, and a bid leads it to the wallet with
// 'Payment failed...'; the Direct Debit result pages say the spec's words and lead to the wallet.
import { test, expect } from "./support/fixtures";
import { createAuction, uniqueWord } from "./support/buyer";
import { PAYMENT_MESSAGES as M } from "../functions/contract/messages/payments";
import { ERROR_MESSAGES } from "../functions/contract/messages/common";

const WALLET = "/my-organization/my-wallet";

test("an owner sees the wallet with the card on file", async ({ page, login, jsEnabled }) => {
  await login("owner@northfield.test");
  await page.goto(WALLET);
  await expect(page.getByRole("heading", { name: "Payment Card", level: 1 })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Payment Card" }),
  ).toHaveClass(/active/);
  await expect(page.getByTestId("wallet-method")).toHaveText(`${M.cardOnFile} •••• 4242`);
  // No Stripe keys on the e2e server: payments say so and nothing can be saved.
  await expect(page.getByText(M.notConfigured).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Save" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Set up Direct Debit" })).toBeDisabled();
  await page.getByLabel("Cardholder name").fill("Nora North");
  await expect(page.getByRole("button", { name: "Save" })).toBeDisabled();
  if (!jsEnabled) await expect(page.getByText(M.cardNeedsScript)).toBeVisible();
});

test("the Direct Debit owner sees the spec's sentence", async ({ page, login }) => {
  await login("owner@hilltop.test");
  await page.goto(WALLET);
  await expect(page.getByTestId("wallet-method")).toHaveText(M.directDebit);
});

test("a member who is not the owner goes to the dashboard", async ({ page, login }) => {
  await login("seller@northfield.test");
  await page.goto(WALLET);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("link", { name: "Payment Card" })).toHaveCount(0);
});

test("an organisation blocked for payment is told, and a bid leads to the wallet", async ({ page, login }) => {
  await login("owner@lakeside.test");
  await page.goto(WALLET);
  await expect(page.getByTestId("wallet-blocked")).toHaveText(M.couldNotCharge);
  await expect(page.getByTestId("wallet-method")).toHaveText(M.noCard);

  const auction = await createAuction(page.request, {
    make: "Audi",
    model: "A3",
    derivative: `${uniqueWord()} S Line`,
    type: "MINIMUM_PRICE",
    minimumPriceInPence: 100000,
  });
  // The detail page says why PLACE BID is closed and where to go (spec 000 section 8).
  await page.goto(`/auction/${auction.id}`);
  await expect(page.getByRole("button", { name: "PLACE BID" })).toBeDisabled();
  await expect(page.locator("#bid-refusal")).toContainText(ERROR_MESSAGES.BLOCKED_DUE_TO_PAYMENT);
  await expect(page.locator("#bid-refusal").getByRole("link", { name: "Go to your wallet" })).toHaveAttribute(
    "href",
    WALLET,
  );
  // The bid page refuses before a form is filled in, as a refused bid would: the payment message
  // and the wallet (spec 001 section 8).
  await page.goto(`/auction/${auction.id}/bid`);
  await expect(page).toHaveURL(new RegExp(`${WALLET}$`));
  await expect(page.getByText(ERROR_MESSAGES.PAYMENT_FAILED)).toBeVisible();
});

test("the Direct Debit pages sit outside the app shell and lead back to the wallet", async ({ page, login }) => {
  await login("owner@northfield.test");
  await page.goto("/direct-debit/success?session_id=cs_demo");
  await expect(page.getByRole("heading", { name: M.ddSuccessTitle })).toBeVisible();
  await expect(page.getByText(M.ddSuccessText)).toBeVisible();
  await expect(page.getByRole("link", { name: "LOG OUT" })).toHaveCount(0);
  await page.goto("/direct-debit/cancel");
  await expect(page.getByRole("heading", { name: M.ddCancelTitle })).toBeVisible();
  await expect(page.getByText(M.ddCancelText)).toBeVisible();
  await page.getByRole("link", { name: "Ok" }).click();
  await expect(page).toHaveURL(new RegExp(`${WALLET}$`));
  // Checkout without payments configured goes back to the wallet with the reason.
  await page.goto("/direct-debit/checkout?session_id=cs_demo");
  await expect(page).toHaveURL(new RegExp(`${WALLET}$`));
  await expect(page.getByText(M.notConfigured).first()).toBeVisible();
});
