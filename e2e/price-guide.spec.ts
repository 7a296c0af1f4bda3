// The price guide (issue 27 part 4, decisions 0137 and 0147): a buyer on a phone sees the median,
// range and count of the model's recent sales under PLACE BID, which stays in the first screen; the
// seller sees it on their detail, the relaunch form and the wizard's launch step; a model with
// fewer than 5 sales shows the "not enough sales" words instead of a figure.
import type { APIRequestContext, Locator } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { BUYER, SELLER, createAuction, quietNotices, ready, uniqueWord } from "./support/buyer";
import { openStep } from "./support/wizard";
import { PRICE_GUIDE_MESSAGES } from "../functions/contract/messages/price-guide";

const PHONE = { width: 375, height: 812 };
test.use({ viewport: PHONE });

/** `prices.length` complete drafts of this make and model, marked sold in the last months. */
async function pastSales(request: APIRequestContext, make: string, model: string, prices: number[]) {
  for (const [k, price] of prices.entries()) {
    const draft = await createAuction(request, {
      make,
      model,
      year: 2019,
      mileage: 40_000 + k * 1000,
      launch: false,
      photos: 1,
    });
    const soldOn = new Date(Date.now() - (k + 2) * 86_400_000).toISOString();
    const answer = await request.post("/api/test/sql", {
      data: {
        statements: [
          {
            sql: "UPDATE auctions SET status = 'SOLD', won_bid_price_in_pence = ?, sold_on = ? WHERE id = ?",
            params: [price, soldOn, draft.id],
          },
        ],
      },
    });
    expect(answer.status()).toBe(200);
  }
}

async function expectInFirstScreen(target: Locator) {
  await expect(target).toBeVisible();
  const box = (await target.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
}

test("buyer and seller see the guide of five sales; under five it says there are not enough", async ({
  page,
  context,
  baseURL,
  login,
  jsEnabled,
}) => {
  await quietNotices(context, baseURL!);
  const make = uniqueWord("Guide");
  const model = uniqueWord("Model");
  await pastSales(page.request, make, model, [800_000, 820_000, 850_000, 900_000, 950_000]);
  const live = await createAuction(page.request, {
    make,
    model,
    year: 2019,
    mileage: 42_000,
    type: "PHYSICAL",
    minimumPriceInPence: 900_000,
  });
  const draft = await createAuction(page.request, { make, model, year: 2020, mileage: 45_000, launch: false });
  const lonely = await createAuction(page.request, { make: uniqueWord("Lone"), model: uniqueWord("Model") });

  await login(BUYER);
  await page.goto(`/auction/${live.id}`);
  await ready(page, jsEnabled);
  const guide = page.getByTestId("price-guide");
  await expect(guide).toHaveText(
    `${PRICE_GUIDE_MESSAGES.label} £8,500 (£8,000 to £9,500, ${PRICE_GUIDE_MESSAGES.basis(5)})`,
  );
  await expectInFirstScreen(page.getByRole("link", { name: "PLACE BID" }));
  await page.goto(`/auction/${lonely.id}`);
  await ready(page, jsEnabled);
  await expect(guide).toHaveText(`${PRICE_GUIDE_MESSAGES.label} ${PRICE_GUIDE_MESSAGES.notEnough}`);
  await expectInFirstScreen(page.getByRole("link", { name: "PLACE BID" }));

  await page.context().clearCookies();
  await quietNotices(context, baseURL!);
  await login(SELLER);
  await page.goto(`/my-vehicles/${live.id}`);
  await ready(page, jsEnabled);
  await expect(guide).toContainText("£8,500");
  // The seller's own launch forms: the relaunch form of My Vehicles and the wizard's launch step.
  const hydrationErrors: string[] = [];
  page.on(
    "console",
    (m) => void (m.type() === "error" && /hydrat|did not match/i.test(m.text()) && hydrationErrors.push(m.text())),
  );
  await page.goto(`/my-vehicles/${draft.id}?step=launch`);
  await ready(page, jsEnabled);
  await expect(page.getByRole("heading", { name: "Launch Vehicle" })).toBeVisible();
  // The launch form's code comes in its own chunk (decision 0244): with JavaScript the server's
  // form is hydrated when it arrives and its fields follow the type; without it every field shows.
  await expect(page.getByLabel("Delivery (Trying to Deal)")).toBeVisible({ visible: !jsEnabled });
  expect(hydrationErrors).toEqual([]);
  await expect(guide).toContainText(`£8,500 (£8,000 to £9,500, ${PRICE_GUIDE_MESSAGES.basis(5)})`);
  await openStep(page, draft.id, 11, "Launch vehicle", jsEnabled);
  await expect(guide).toContainText("£8,500");
});
