// A dealer who cannot launch yet (issue 22 items 5 and 9; decision 0091), JavaScript on and off:
// the dashboard and the wizard's first step say why before any step is filled, and what can be
// done meanwhile; Launch names the same reason; a payment block shows the spec's payment message
// with the way to the wallet. A registration lookup leaves no empty draft under Parked.
import { test, expect } from "./support/fixtures";
import { dealerInStanding, ready } from "./support/buyer";
import { createDraft } from "./support/seller";
import { openStep } from "./support/wizard";
import { LAUNCH_CLOSED_MESSAGES } from "../functions/contract/messages/auction-detail";
import { ERROR_MESSAGES } from "../functions/contract/messages/common";
import { WIZARD_MESSAGES } from "../functions/contract/messages/wizard";

test("a dealer awaiting approval is told why up front, prepares a draft, and Launch says the same", async ({
  page,
  login,
  request,
  jsEnabled,
}) => {
  const email = await dealerInStanding(request, "PENDING");
  await login(email);
  await page.goto("/dashboard");
  const notice = page.getByTestId("launch-closed");
  await expect(notice).toContainText(LAUNCH_CLOSED_MESSAGES.VERIFICATION_PENDING);
  await expect(notice).toContainText(LAUNCH_CLOSED_MESSAGES.meanwhile);

  // The wizard's first step says it before anything is typed; a lookup starts no draft.
  await page.goto("/add-vehicle");
  await ready(page, jsEnabled);
  await expect(notice).toContainText(LAUNCH_CLOSED_MESSAGES.VERIFICATION_PENDING);
  await page.getByLabel("Registration number").fill("zz99 zzz");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText(WIZARD_MESSAGES.vehicleNotFound)).toBeVisible();
  await page.goto("/my-vehicles?status=DRAFT");
  await expect(page.getByText("There are no Vehicles")).toBeVisible();

  const draft = await createDraft(request, { sellerEmail: email });
  await openStep(page, draft.id, 11, "Launch vehicle", jsEnabled);
  await expect(notice).toContainText(LAUNCH_CLOSED_MESSAGES.VERIFICATION_PENDING);
  await page.getByRole("button", { name: "Launch", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: LAUNCH_CLOSED_MESSAGES.VERIFICATION_PENDING })).toBeVisible();
});

test("a dealer blocked for payment reads the payment message and finds the wallet, at Launch too", async ({
  page,
  login,
  request,
  jsEnabled,
}) => {
  const email = await dealerInStanding(request, "BLOCKED_DUE_TO_PAYMENT");
  await login(email);
  await page.goto("/dashboard");
  const notice = page.getByTestId("launch-closed");
  await expect(notice).toContainText(ERROR_MESSAGES.PAYMENT_FAILED);
  await expect(notice.getByRole("link", { name: LAUNCH_CLOSED_MESSAGES.toWallet })).toHaveAttribute(
    "href",
    "/my-organization/my-wallet",
  );

  const draft = await createDraft(request, { sellerEmail: email });
  await openStep(page, draft.id, 11, "Launch vehicle", jsEnabled);
  await page.getByRole("button", { name: "Launch", exact: true }).click();
  const refusal = page.getByRole("alert").filter({ hasText: ERROR_MESSAGES.PAYMENT_FAILED });
  await expect(refusal).toBeVisible();
  await expect(page.getByText(ERROR_MESSAGES.BLOCKED_DUE_TO_PAYMENT)).toHaveCount(0);
  await refusal.getByRole("link", { name: LAUNCH_CLOSED_MESSAGES.toWallet }).click();
  await expect(page).toHaveURL(/\/my-organization\/my-wallet/);
});
