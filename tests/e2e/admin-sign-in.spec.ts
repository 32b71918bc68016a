// Spec 1 §6 / spec 3 §8: the shop admin's login at /adminpanel with the local demo credentials. The e-mailed password
// and the first-login change are signed in along the wizard's full path (create-store.spec.ts). What the login page
// says before anyone types, and an unknown user name's refusal, need no browser: tests/integration/auth.test.ts.
import { expect, test } from "@playwright/test";
import { newShop } from "./admin-fixtures";
import {
  asOwnClient,
  expectRed,
  gotoReady,
  openAdminSignIn,
  screenshot,
  signIn,
  DEMO_VEGGIE as veggie,
} from "./helpers";

test.describe("admin panel sign-in", () => {
  test("the demo admin signs in, visits the store, and logs out", async ({ page }) => {
    await asOwnClient(page);
    await openAdminSignIn(page);
    await screenshot(page, "admin-login-360.png");
    // The user name is matched whatever its case.
    await signIn(page, veggie.userName.toUpperCase(), veggie.localPassword);
    await expect(page).toHaveURL(/\/adminpanel\/$/);
    await expect(page.getByRole("heading", { level: 1, name: veggie.name })).toBeVisible();
    await expect(page.getByText(`Signed in as ${veggie.userName}`)).toBeVisible();
    const visit = page.getByRole("link", { name: "Visit Store" });
    await expect(visit).toHaveAttribute("href", `/${veggie.url}`);
    await screenshot(page, "admin-signed-in-360.png");

    // The session survives a reload and a visit to the store.
    await visit.click();
    await expect(page).toHaveURL(new RegExp(`/${veggie.url}$`));
    await expect(page.getByRole("heading", { level: 1, name: veggie.name })).toBeVisible();
    await gotoReady(page, "/adminpanel");
    await expect(page.getByRole("heading", { level: 1, name: veggie.name })).toBeVisible();

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/adminpanel\/$/);
    await expect(page.getByRole("heading", { name: "Admin panel login" })).toBeVisible();
    await expect(page.getByLabel("User name")).toBeVisible();
    await expect(page.getByRole("button", { name: "Login" })).toBeVisible();

    // Logged out for real: a fresh load still shows the login form.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Admin panel login" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Visit Store" })).toHaveCount(0);
  });

  test("typing shows the live messages; empty fields keep Login disabled with the required messages; a wrong password is refused", async ({
    page,
  }) => {
    // A shop of its own: ten failures lock an account for 15 minutes, and the demo admin signs in below.
    await asOwnClient(page);
    const shop = await newShop(page.request);
    await openAdminSignIn(page);
    const userName = page.getByLabel("User name");
    await userName.fill("ab");
    await expect(page.getByText("Min 5 characters required", { exact: true })).toBeVisible();
    await userName.fill("");
    await expect(page.getByText("User name is required", { exact: true })).toBeVisible();
    await expect(page.getByText("Password is required", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Login" })).toBeDisabled();
    await userName.fill(veggie.userName);
    await page.getByLabel("Password").fill("x");
    await expect(page.getByRole("button", { name: "Login" })).toBeEnabled();

    await signIn(page, shop.userName, "not-the-password");
    const error = page.getByRole("alert").filter({ hasText: "Invalid password... Try again" });
    await expect(error).toHaveText("Invalid password... Try again");
    await expectRed(error);
    await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Visit Store" })).toHaveCount(0);
  });
});
