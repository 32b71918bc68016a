// Spec 3 §1, §2 "Diet-clinic admin"; DECISIONS.md "Diet clinic": a clinic is a shop of the type "Diet Clinic" set by
// the platform owner; its admin signs in at /adminpanel like every shop admin and gets the clinic menu. The clinic's
// screens themselves are in clinic-clients.spec.ts, clinic-diets.spec.ts and clinic-sheets.spec.ts; that other shops
// never reach a clinic's data is the generated cross-tenant suite's (tests/integration/cross-tenant.test.ts), and that a
// shop of another type has no clinic screens is in tests/integration/panel-locks.test.ts.
import { expect, test } from "@playwright/test";
import { asOwnClient, gotoReady, screenshot, signIn } from "./helpers";
import { mobileNumber, signInOwner, unique } from "./owner-helpers";

const CLINIC_MANAGE = ["Clients", "Diets", "Client Sheets"];

test("the owner adds a diet clinic; its admin signs in, chooses a password and gets the clinic's panel", async ({
  page,
  browser,
}) => {
  await signInOwner(page);
  await gotoReady(page, "/owner/shops/new");
  await expect(page.getByRole("heading", { name: "Add Shop" })).toBeVisible();
  const url = `clinic${unique()}`.slice(0, 20);
  const mobile = mobileNumber("8");
  await page.getByLabel("Shop name").fill("Sakhi Diet Clinic");
  await page.getByLabel("Shop url").fill(url);
  await page.getByLabel("Title").fill("Sakhi Diet Clinic, Nashik");
  await page.getByLabel("Shop type").selectOption({ label: "Diet Clinic" });
  await page.getByLabel("Owner").fill("Dr. Sakhi Kale");
  await page.getByLabel("Address").fill("7, College Road, Nashik");
  await page.getByLabel("City").fill("Nashik");
  await page.getByLabel("Pin code").fill("422005");
  await page.getByLabel("WhatsApp", { exact: true }).fill("9876501299");
  await page.getByLabel("Mobile").fill(mobile);
  await page.getByLabel("Version").selectOption({ label: "Premium" });
  await page.getByRole("radio", { name: "ready", exact: true }).check();
  await page.getByRole("button", { name: "ADD", exact: true }).click();
  await expect(page.getByText(`${url} added successfully.`, { exact: true })).toBeVisible();
  const password = (await page.getByText(/One-time password: /).textContent())!.match(
    /One-time password: ([a-z0-9]{10})/,
  )![1]!;

  // The clinic's admin, in a browser of their own: the one-time password, the forced change, then the clinic menu.
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 360, height: 780 },
  });
  const admin = await context.newPage();
  await asOwnClient(admin);
  await gotoReady(admin, "/adminpanel");
  await signIn(admin, mobile, password);
  await admin.getByLabel("Old password").fill(password);
  await admin.getByLabel("New password", { exact: true }).fill("clinic-secret-2026");
  await admin.getByLabel("New password again").fill("clinic-secret-2026");
  await admin.getByRole("button", { name: "Change password" }).click();
  await expect(admin.getByText("Password is modified successfully", { exact: true })).toBeVisible();
  await gotoReady(admin, "/adminpanel");
  const manage = admin.getByRole("region", { name: "Manage" });
  await expect(manage.getByRole("link")).toHaveText(CLINIC_MANAGE);
  // No shop screens and no orders: no Utilities, no "today at a glance".
  await expect(admin.getByRole("region", { name: "Utilities" })).toHaveCount(0);
  await expect(admin.getByRole("link", { name: "Products", exact: true })).toHaveCount(0);
  await screenshot(admin, "clinic-home-360.png");
  await manage.getByRole("link", { name: "Clients" }).click();
  await expect(admin.getByRole("link", { name: "Add a Client" })).toBeVisible();
  await context.close();
});
