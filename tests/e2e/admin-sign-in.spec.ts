// Spec 1 §6 / spec 3 §8: the shop admin's login at /adminpanel with the local demo credentials.
import { expect, test } from "@playwright/test";
import { DEMO_VEGGIE as veggie, expectRed, openAdminSignIn, screenshot, signIn } from "./helpers";

test.describe("admin panel sign-in", () => {
  test("the login form says where the password was sent", async ({ page }) => {
    await page.goto("/adminpanel");
    await expect(page.getByRole("heading", { name: "Admin panel login" })).toBeVisible();
    await expect(page.getByText("(Password has been sent to your email-id)", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Password")).toHaveAttribute("type", "password");
    // No message before the user types.
    await expect(page.getByText("User name is required")).toHaveCount(0);
    await screenshot(page, "admin-login-360.png");
  });

  test("a wrong password is refused", async ({ page }) => {
    await openAdminSignIn(page);
    await signIn(page, veggie.userName, "not-the-password");
    const error = page.getByRole("alert").filter({ hasText: "Invalid password... Try again" });
    await expect(error).toHaveText("Invalid password... Try again");
    await expectRed(error);
    await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Visit Store" })).toHaveCount(0);
  });

  test("an unknown user name is refused", async ({ page }) => {
    await openAdminSignIn(page);
    await signIn(page, `nobody${Date.now().toString(36)}@ex.in`, "whatever-123");
    await expect(page.getByRole("alert").filter({ hasText: "Invalid" })).toHaveText("Invalid username... Try again");
    await expect(page.getByRole("link", { name: "Visit Store" })).toHaveCount(0);
  });

  test("the demo admin signs in, visits the store, and logs out", async ({ page }) => {
    await openAdminSignIn(page);
    // The user name is matched whatever its case.
    await signIn(page, veggie.userName.toUpperCase(), veggie.localPassword);
    await expect(page).toHaveURL(/\/adminpanel$/);
    await expect(page.getByRole("heading", { level: 1, name: veggie.name })).toBeVisible();
    await expect(page.getByText(`Signed in as ${veggie.userName}`)).toBeVisible();
    const visit = page.getByRole("link", { name: "Visit Store" });
    await expect(visit).toHaveAttribute("href", `/${veggie.url}`);
    await screenshot(page, "admin-signed-in-360.png");

    // The session survives a reload and a visit to the store.
    await visit.click();
    await expect(page).toHaveURL(new RegExp(`/${veggie.url}$`));
    await expect(page.getByRole("heading", { level: 1, name: veggie.name })).toBeVisible();
    await page.goto("/adminpanel");
    await expect(page.getByRole("heading", { level: 1, name: veggie.name })).toBeVisible();

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/adminpanel$/);
    await expect(page.getByRole("heading", { name: "Admin panel login" })).toBeVisible();
    await expect(page.getByLabel("User name")).toBeVisible();
    await expect(page.getByRole("button", { name: "Login" })).toBeVisible();

    // Logged out for real: a fresh load still shows the login form.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Admin panel login" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Visit Store" })).toHaveCount(0);
  });

  test("empty fields keep Login disabled with the required messages", async ({ page }) => {
    await openAdminSignIn(page);
    await expect(page.getByText("User name is required", { exact: true })).toBeVisible();
    await expect(page.getByText("Password is required", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Login" })).toBeDisabled();
    await page.getByLabel("User name").fill(veggie.userName);
    await page.getByLabel("Password").fill("x");
    await expect(page.getByRole("button", { name: "Login" })).toBeEnabled();
  });
});
