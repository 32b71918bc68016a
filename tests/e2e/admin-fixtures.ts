// A fresh shop and its signed-in admin for admin-panel tests, made the way an owner makes one: the wizard, the
// e-mailed password, the first-login change. Each test gets a shop of its own, so tests never share data and the
// demo stores the storefront tests read stay as seeded.
import { expect, type Page } from "@playwright/test";
import { openAdminSignIn, openWizard, passStep1, passStep2, signIn, uniqueEmail, uniqueStoreName, waitUntilLive } from "./helpers";

export type TestAdmin = { storeName: string; shopUrl: string; email: string; password: string };

export const ADMIN_PASSWORD = "e2e-admin-pass-1";

/** Store types as the wizard names them. */
export type WizardStoreType = "Vegetables & Fruits" | "Kirana / Grocery" | "Dry Fruits" | "Sweets";

/**
 * Creates a store through the wizard and signs its admin in, past the first-login change. The store is 'not ready'
 * (the admin lands on Home Page Settings) unless `ready` is set, which activates it through its screens.
 */
export async function newShopAdmin(page: Page, options: { type?: WizardStoreType; ready?: boolean; prefix?: string } = {}): Promise<TestAdmin> {
  // The suite creates more stores (20 an hour) and signs in more often (30 in 15 minutes) than the limits allow one
  // client, so each test is a client of its own: locally the Worker reads the client from CF-Connecting-IP as
  // Cloudflare sets it in production. The limits themselves are tested in tests/integration.
  await page.context().setExtraHTTPHeaders({ "CF-Connecting-IP": `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join(".")}` });
  const storeName = uniqueStoreName(options.prefix ?? "adm");
  const shopUrl = storeName.toLowerCase();
  const email = uniqueEmail(storeName);
  await openWizard(page);
  await passStep1(page, storeName);
  await passStep2(page, options.type ?? "Kirana / Grocery");
  await page.getByLabel("Email-id").fill(email);
  await page.getByRole("button", { name: "Create store" }).click();
  await expect(page.getByText("Username and password is emailed to you.", { exact: true })).toBeVisible();

  const mail = page.getByRole("article", { name: `E-mail to ${email}` });
  await expect(async () => {
    await page.goto("/dev/mail");
    await expect(mail).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  const firstPassword = (await mail.textContent())!.match(/Password: (\S+)/)![1]!;

  await openAdminSignIn(page);
  await signIn(page, email, firstPassword);
  await expect(page.getByRole("heading", { name: "Change your password" })).toBeVisible();
  await page.getByLabel("Old password").fill(firstPassword);
  await page.getByLabel("New password", { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByLabel("New password again").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page).toHaveURL(/\/adminpanel\/home-page-settings$/);

  if (options.ready) {
    // Activated the way an owner does it (Home Page Settings → terms → Agree): no write to the database from outside
    // while the server runs, which locally makes the Worker's own queries fail with SQLITE_BUSY.
    const owner = page.getByLabel("Owner name");
    await waitUntilLive(owner, "Ramu", page.getByText("Min 6 characters required", { exact: true }));
    await owner.fill("Ramesh Patil");
    await page.getByLabel("Address").fill("12 Market Road, Shivajinagar");
    await page.getByLabel("City").fill("Pune");
    await page.getByLabel("State").fill("Maharashtra");
    await page.getByLabel("WhatsApp number").fill("9876543210");
    await page.getByLabel("About us").fill("Fresh groceries for the neighbourhood, packed the same day.");
    await page.getByRole("button", { name: "Save and continue" }).click();
    await expect(page).toHaveURL(/\/adminpanel\/terms$/);
    await page.getByRole("button", { name: "Agree", exact: true }).click();
    await expect(page).toHaveURL(/\/adminpanel$/);
    await expect(page.getByRole("heading", { level: 1, name: storeName })).toBeVisible();
  }
  return { storeName, shopUrl, email, password: ADMIN_PASSWORD };
}

/** Signs an existing admin in again (e.g. in a second browser context). */
export async function signInAdmin(page: Page, admin: Pick<TestAdmin, "email" | "password">) {
  await openAdminSignIn(page);
  await signIn(page, admin.email, admin.password);
  await expect(page.getByRole("button", { name: "Logout" })).toBeVisible();
}
