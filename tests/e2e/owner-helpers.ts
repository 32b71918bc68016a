// The platform owner's back office as its specs drive it (owner-shops, owner-accounts, clinic): the owner's sign-in,
// a new admin's first sign-in with a one-time password, unique shop names and numbers.
import { type Browser, expect, type Page, test } from "@playwright/test";
import { asOwnClient, gotoReady, LOCAL_OWNER, signIn, uniqueDigits } from "./helpers";

export const DESKTOP = { width: 1280, height: 800 };

/** Signs the platform owner in at /owner, as a client of its own, and waits for the back office. */
export async function signInOwner(page: Page) {
  await asOwnClient(page);
  await gotoReady(page, "/owner");
  await page.getByLabel("User name").fill(LOCAL_OWNER.userName);
  await page.getByLabel("Password").fill(LOCAL_OWNER.password);
  await page.getByRole("button", { name: "Login" }).click();
  // Wait for the sign-in to land: a navigation started before it would be overtaken by its redirect to the home.
  await expect(page.getByRole("navigation", { name: "Back office" })).toBeVisible();
}

export const unique = uniqueDigits;
/** A mobile number unique to this run, starting with `first`. */
export const mobileNumber = (first = "9") => `${first}${String(Date.now()).slice(-9)}`;

/** The new admin's first sign-in in a browser of their own: the one-time password, then the forced change. */
export async function firstSignIn(browser: Browser, userName: string, password: string) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await asOwnClient(page);
  await gotoReady(page, "/adminpanel");
  await signIn(page, userName, password);
  await expect(page.getByRole("heading", { name: "Change your password" })).toBeVisible();
  await page.getByLabel("Old password").fill(password);
  await page.getByLabel("New password", { exact: true }).fill("shop-secret-2026");
  await page.getByLabel("New password again").fill("shop-secret-2026");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password is modified successfully", { exact: true })).toBeVisible();
  await context.close();
}

/** A 1×1 PNG: a real image by its bytes, as the upload check wants. */
export const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
