// Spec 000 section 2 and spec 001 section 2: a signed-out visitor on any authenticated path, built
// or not yet built, lands on the home page (decision 0026). With JavaScript the same paths are also
// reached by a client-side navigation, which asks for single-fetch data instead of a document.
import { test, expect } from "./support/fixtures";
import { AUTHENTICATED_PATHS } from "../functions/contract/routes";

// Each path is a full page load of the home page; the default 30 s is not enough for the list.
test.describe.configure({ timeout: 120_000 });

const concrete = AUTHENTICATED_PATHS.map((path) => path.replace(/:id/g, "1"));

test("every authenticated path sends a signed-out visitor to the home page", async ({ page, baseURL }) => {
  for (const path of concrete) {
    // The redirect is decided before the first byte of the home page; no need to wait for it to load.
    await page.goto(path, { waitUntil: "commit" });
    await expect(page, `${path} should land on /`).toHaveURL(`${baseURL}/`);
  }
});

test("client-side navigations to authenticated paths land on the home page too", async ({
  page,
  baseURL,
  jsEnabled,
}) => {
  test.skip(!jsEnabled, "client-side navigation needs JavaScript");
  await page.goto("/about-us");
  await page.waitForFunction(() => "__remixRouter" in window);
  // The router Remix hydrates with (a <Link> click takes the same path); Remix gives it no type.
  const navigate = (to: string) =>
    page.evaluate(
      (path) =>
        (window as unknown as { __remixRouter: { navigate(to: string): Promise<void> } }).__remixRouter.navigate(path),
      to,
    );
  for (const path of concrete) {
    // Start away from home each time, so landing on / is the redirect's doing.
    await navigate("/about-us");
    await expect(page).toHaveURL(`${baseURL}/about-us`);
    await navigate(path);
    await expect(page, `${path} should land on /`).toHaveURL(`${baseURL}/`);
  }
});

test("signed in, an unknown path is the not-found page", async ({ page, login }) => {
  await login("owner@northfield.test");
  for (const path of ["/no-such-page", "/my-organization/no-such-page"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
  }
});
