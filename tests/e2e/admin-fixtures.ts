// A fresh shop and its signed-in admin for admin-panel tests, made the way an owner makes one: the wizard, the
// e-mailed password, the first-login change. Each test gets a shop of its own, so tests never share data and the
// demo stores the storefront tests read stay as seeded.
import { expect, type Page } from "@playwright/test";
import { openAdminSignIn, openWizard, passStep1, passStep2, signIn, uniqueEmail, uniqueStoreName } from "./helpers";
import { localD1, sqlText } from "./local-d1";

export type TestAdmin = { storeName: string; shopUrl: string; email: string; password: string };

export const ADMIN_PASSWORD = "e2e-admin-pass-1";

/** Store types as the wizard names them. */
export type WizardStoreType = "Vegetables & Fruits" | "Kirana / Grocery" | "Dry Fruits" | "Sweets";

/**
 * Creates a store through the wizard and signs its admin in, past the first-login change. The store is 'not ready'
 * (the admin lands on Home Page Settings) unless `ready` is set, which marks it activated in the local database as
 * test setup — the activation flow itself is tested through its screens.
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
    const [row] = localD1(`UPDATE shops SET status = 'ready' WHERE url = ${sqlText(shopUrl)} RETURNING status`);
    expect(row).toEqual({ status: "ready" });
    await page.goto("/adminpanel");
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
