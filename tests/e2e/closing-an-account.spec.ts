// Closing a shop's account (issue 30, docs/decisions/0038): the admin asks from Your Account with the password and
// sees the request waiting, the platform owner confirms it in the back office, and the store then says it is closed and
// the admin's sign-in says so too. What only the server decides (the purge after 30 days and 72 months, the triggers
// that keep bills, the audit events, another admin refused) is in tests/integration/closing-an-account.test.ts.
import { expect, test } from "@playwright/test";
import { newShopAdmin } from "./admin-fixtures";
import { asOwnClient, gotoReady, screenshot, signIn } from "./helpers";
import { signInOwner } from "./owner-helpers";

test.use({ viewport: { width: 360, height: 780 }, isMobile: true });

test("the admin asks to close the account, the owner confirms, the store shows it is closed", async ({
  page,
  browser,
}) => {
  const admin = await newShopAdmin(page, { at: "/adminpanel/account", prefix: "cls" });
  const card = page.getByRole("form", { name: "Close my account" });
  await expect(card).toContainText("Bills are kept for 72 months, as the tax law asks, and then deleted.");
  await expect(card).toContainText("Download your data first if you want to keep it.");
  await card.getByRole("button", { name: "Close my account" }).click();
  await expect(card.getByText("Type your password to close the account.", { exact: true })).toBeVisible();
  await expect(card.getByLabel("Your password")).toHaveAttribute("aria-invalid", "true");
  await card.getByLabel("Your password").fill(admin.password);
  await card.getByLabel("Why are you closing? (optional)").fill("Moving to another city");
  await screenshot(page, "close-account-360.png", { fullPage: true });
  await card.getByRole("button", { name: "Close my account" }).click();
  await expect(
    page.getByText("Your request to close the account is sent. Yaadi will confirm it soon.", { exact: true }),
  ).toBeVisible();
  const waiting = page.getByRole("form", { name: "Close my account" });
  await expect(waiting.getByRole("status")).toContainText("Until Yaadi confirms it, your store stays open");
  await expect(waiting.getByRole("button", { name: "Keep my account" })).toBeVisible();
  await screenshot(page, "close-account-asked-360.png", { fullPage: true });

  // The platform owner, on a browser of their own, finds the request on the home and confirms it.
  const ownerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const owner = await ownerContext.newPage();
  await signInOwner(owner);
  await gotoReady(owner, "/owner/home");
  const requests = owner.getByRole("region", { name: "Requests to close an account" });
  await requests.getByRole("link", { name: new RegExp(`^${admin.shopUrl} `) }).click();
  await expect(owner.getByRole("heading", { name: `Account closing of ${admin.shopUrl}` })).toBeVisible();
  await expect(owner.getByText("Reason: Moving to another city")).toBeVisible();
  await owner.getByRole("button", { name: "Confirm closing" }).click();
  await expect(
    owner.getByText(`The account of ${admin.shopUrl} is closed: its store is offline.`, { exact: true }),
  ).toBeVisible();
  await ownerContext.close();

  // A customer opening the store sees it is closed.
  const customerContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const customer = await customerContext.newPage();
  const response = await customer.goto(`/${admin.shopUrl}`);
  expect(response?.status()).toBe(410);
  await expect(customer.getByRole("heading", { name: "This store is closed" })).toBeVisible();
  await expect(customer.getByText(/has closed its online store\. Please contact the shop directly\./)).toBeVisible();
  await screenshot(customer, "store-closed-360.png");
  await customerContext.close();

  // The admin's session ended; signing in again says the account is closed.
  await asOwnClient(page);
  await gotoReady(page, "/adminpanel/account");
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
  await signIn(page, admin.email, admin.password);
  await expect(
    page.getByText("This store's account is closed. Its data is deleted 30 days after closing.", { exact: true }),
  ).toBeVisible();
});
