// Issue 12 "Account recovery": "Forgot password?" on /adminpanel e-mails a single-use, short-lived link (same answer
// for any address, limits per connection and address: tests/integration/password-reset.test.ts).
import { expect, test } from "@playwright/test";
import { newShop } from "./admin-fixtures";
import { asOwnClient, gotoReady, screenshot, signIn } from "./helpers";

test("a forgotten password: the link from the e-mail sets a new one, once, and the admin signs in with it", async ({
  page,
}) => {
  const shop = await newShop(page.request, { prefix: "fgt" });
  await asOwnClient(page);
  await gotoReady(page, "/adminpanel");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot password?" })).toBeVisible();
  await page.getByLabel("Email-id").fill(shop.userName);
  await page.getByRole("button", { name: "Send the link" }).click();
  await expect(page.getByText(/a link to choose a new password has been sent/)).toBeVisible();
  await screenshot(page, "forgot-password-360.png");

  // The e-mail reaches the local mailbox once the queue has delivered it (on its own time): opened again until it is there.
  const mail = page.getByRole("article", { name: `E-mail to ${shop.userName}` });
  await expect(async () => {
    await page.goto("/dev/mail");
    await expect(mail.filter({ hasText: "/adminpanel/reset-password/" })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  const link = (await mail.filter({ hasText: "/adminpanel/reset-password/" }).textContent())!.match(
    /https?:\/\/\S+\/adminpanel\/reset-password\/[A-Za-z0-9_-]{43}/,
  )![0]!;

  await gotoReady(page, new URL(link).pathname);
  await page.getByLabel("New password", { exact: true }).fill("recovered-pass-1");
  await page.getByLabel("New password again").fill("recovered-pass-2");
  await expect(page.getByText("The 2 passwords do not match", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Save the new password" })).toBeDisabled();
  await page.getByLabel("New password again").fill("recovered-pass-1");
  await page.getByRole("button", { name: "Save the new password" }).click();
  await expect(page).toHaveURL(/\/adminpanel\/$/);
  await expect(
    page.getByText("Your password is changed. Log in with the new password.", { exact: true }),
  ).toBeVisible();
  await signIn(page, shop.userName, "recovered-pass-1");
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();

  // The link worked once.
  await gotoReady(page, new URL(link).pathname);
  await expect(page.getByText("This link is either expired or invalid.", { exact: true })).toBeVisible();
});
