// Spec 3 "Platform owner back office" (§2, §4, §8) and DECISIONS.md (the owner at /owner, one-time passwords, audited
// actions): the owner provisions a shop and its admin signs in; shop types; the owner forms' messages; the owner's
// changes reaching a shop's panel. What only the server decides (every field rule, a shop's deletion taking all its data
// and files, a shop admin kept out) is in tests/integration/owner-*.test.ts and panel-locks.test.ts.
import { expect, test } from "@playwright/test";
import { newShop, newShopAdmin } from "./admin-fixtures";
import { gotoReady, screenshot } from "./helpers";
import { DESKTOP, firstSignIn, mobileNumber, signInOwner, unique } from "./owner-helpers";

test("the owner adds a shop; its admin signs in with the one-time password and must change it; the shop is found and updated", async ({
  page,
  browser,
}) => {
  // Two browsers and the whole Add / Update walk: on a loaded two-core machine it nears 30 s.
  test.slow();
  await signInOwner(page);
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Shops" }).click();
  await page.getByRole("link", { name: "ADD", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Add Shop" })).toBeVisible();
  await expect(page.getByLabel("Products limit")).toHaveValue("50");
  const url = `own${unique()}`.slice(0, 20);
  const mobile = mobileNumber();
  await page.getByLabel("Shop name").fill("Ganesh Provision");
  await page.getByLabel("Shop url").fill("ganesh provision");
  await expect(page.getByText("space is not allowed", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "ADD", exact: true })).toBeDisabled();
  await page.getByLabel("Shop url").fill(url);
  await page.getByLabel("Title").fill("Ganesh Provision, Pune");
  await page.getByLabel("Shop type").selectOption({ label: "Kirana / Grocery" });
  await page.getByLabel("Owner").fill("Ganesh Joshi");
  await page.getByLabel("Address").fill("4, Laxmi Road, Sadashiv Peth");
  await page.getByLabel("City").fill("Pune");
  await page.getByLabel("Pin code").fill("41103");
  await expect(page.getByText("Min 6 digits required", { exact: true })).toBeVisible();
  await page.getByLabel("Pin code").fill("411030");
  await page.getByLabel("WhatsApp", { exact: true }).fill("9876501234");
  await page.getByLabel("Mobile").fill(mobile);
  await page.getByRole("radio", { name: "ready", exact: true }).check();
  await page.getByRole("button", { name: "ADD", exact: true }).click();

  await expect(page.getByText(`${url} added successfully.`, { exact: true })).toBeVisible();
  const credentials = page.getByText(/One-time password: /);
  const password = (await credentials.textContent())!.match(/One-time password: ([a-z0-9]{10})/)![1]!;
  await expect(credentials).toContainText(`Admin user name: ${mobile}`);
  await screenshot(page, "owner-shop-added-360.png");
  await firstSignIn(browser, mobile, password);

  // Found by the list's filters, then updated: premium and the dealer facility.
  await page.getByRole("link", { name: "LIST" }).click();
  await page.getByRole("search", { name: "Find shops" }).getByLabel("Find").fill(url);
  await page.getByRole("search", { name: "Find shops" }).getByLabel("Status").selectOption("ready");
  await page.getByRole("button", { name: "Show", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${url}`));
  await expect(page.getByRole("heading", { name: "LIST OF SHOPS (1)" })).toBeVisible();
  await page.getByRole("button", { name: "WhatsApp/Mobile" }).click();
  await expect(page.getByRole("table", { name: "Shops" }).getByRole("cell", { name: mobile })).toBeVisible();
  await screenshot(page, "owner-shops-360.png");
  await page.getByRole("link", { name: `Open ${url}` }).click();
  await expect(page.getByRole("heading", { name: `Update Shop ${url}` })).toBeVisible();
  await page.getByLabel("Version").selectOption({ label: "Premium" });
  await page.getByLabel("Dealer facility").check();
  await page.getByRole("button", { name: "UPDATE" }).click();
  await expect(page).toHaveURL(/\/owner\/shops$/);
  await expect(page.getByText(`${url} updated successfully`, { exact: true })).toBeVisible();

  await page.setViewportSize(DESKTOP);
  await gotoReady(page, `/owner/shops?q=${url}`);
  await screenshot(page, "owner-shops-1280.png");
  await page.getByRole("link", { name: `Edit ${url}` }).click();
  await screenshot(page, "owner-shop-form-1280.png");

  // Audited.
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("list", { name: "Audit events" })).toContainText(`shop added · ${url}`);
  await expect(page.getByRole("list", { name: "Audit events" })).toContainText(`shop updated · ${url}`);
});

test("shop types: add, update and delete with the spec's texts", async ({ page }) => {
  await signInOwner(page);
  await gotoReady(page, "/owner/shop-types/new");
  const name = `Chemist ${unique()}`.slice(0, 30);
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Colour scheme").selectOption("cyan");
  await page.getByRole("button", { name: "ADD", exact: true }).click();
  await expect(page.getByText(`ShopType ${name} added successfully.`, { exact: true })).toBeVisible();
  await page.getByRole("link", { name: "LIST" }).click();
  // A new type moves to the top.
  await expect(page.getByRole("table", { name: "Shop types" }).getByRole("row").nth(1)).toContainText(name);
  await page.getByRole("searchbox", { name: "Search shop types" }).fill(name);
  await page.getByRole("link", { name: `Edit ${name}` }).click();
  await page.getByLabel("Colour scheme").selectOption("purple");
  await page.getByRole("button", { name: "UPDATE" }).click();
  await expect(page.getByText(`ShopType ${name} updated successfully.`, { exact: true })).toBeVisible();
  await expect(page.getByRole("table", { name: "Shop types" }).getByRole("row").nth(1)).toContainText("purple");
  await screenshot(page, "owner-shop-types-360.png");
  page.once("dialog", (dialog) => {
    expect(dialog.message()).toBe(`You really want to delete ${name} ?`);
    void dialog.accept();
  });
  await page.getByRole("button", { name: `Delete ${name}` }).click();
  await expect(page.getByText(`${name} deleted successfully`, { exact: true })).toBeVisible();
  await expect(page.getByRole("table", { name: "Shop types" })).not.toContainText(name);
});

test("owner forms: focusing a field clears its message, and Submit is enabled again once none shows", async ({
  page,
}) => {
  await signInOwner(page);
  // Shop-Types: a broken rule's message (the field's description), cleared by focusing the field; the server's
  // refusal shows it again.
  await gotoReady(page, "/owner/shop-types/new");
  const add = page.getByRole("button", { name: "ADD", exact: true });
  const masterList = page.getByLabel("Master list name");
  const space = "space is not allowed";
  await page.getByLabel("Name", { exact: true }).fill(`Chemist ${unique()}`.slice(0, 30));
  await masterList.fill("chemist list");
  await expect(masterList).toHaveAccessibleDescription(space);
  await expect(add).toBeDisabled();
  await page.getByLabel("Name", { exact: true }).focus();
  await masterList.focus();
  await expect(masterList).toHaveAccessibleDescription("");
  await expect(add).toBeEnabled();
  await add.click();
  await expect(masterList).toHaveAccessibleDescription(space);
  await masterList.focus();
  await expect(masterList).toHaveAccessibleDescription("");
  await expect(add).toBeEnabled();
  // Typing checks the field live again.
  await masterList.fill("chemist list 2");
  await expect(masterList).toHaveAccessibleDescription(space);

  // Update Shop: the same in the shop form.
  const shop = await newShop(page.request);
  await gotoReady(page, `/owner/shops/${shop.shopId}`);
  const update = page.getByRole("button", { name: "UPDATE", exact: true });
  const pinCode = page.getByLabel("Pin code");
  const short = "Min 6 digits required";
  await pinCode.fill("41103");
  await expect(pinCode).toHaveAccessibleDescription(short);
  await expect(update).toBeDisabled();
  await page.getByLabel("City").focus();
  await pinCode.focus();
  await expect(pinCode).toHaveAccessibleDescription("");
  await expect(update).toBeEnabled();
});

test("the owner's changes to a shop's version and facilities show in its panel at once", async ({ page, browser }) => {
  const shopContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const shopPage = await shopContext.newPage();
  const admin = await newShopAdmin(shopPage, {
    prefix: "facil",
    owner: { version: 1 },
    at: "/adminpanel/productwise-sale",
  });
  await expect(shopPage.getByText("This feature is available in Premium version !", { exact: true })).toBeVisible();
  await gotoReady(shopPage, "/adminpanel");
  await expect(shopPage.getByRole("link", { name: "Store Images" })).toHaveCount(0);

  await signInOwner(page);
  await gotoReady(page, `/owner/shops?q=${admin.shopUrl}`);
  await page.getByRole("link", { name: `Open ${admin.shopUrl}` }).click();
  await page.getByLabel("Version").selectOption({ label: "Premium" });
  await page.getByLabel("Home page facility").check();
  await page.getByRole("button", { name: "UPDATE" }).click();
  await expect(page.getByText(`${admin.shopUrl} updated successfully`, { exact: true })).toBeVisible();

  await gotoReady(shopPage, "/adminpanel/productwise-sale");
  await expect(shopPage.getByText("This feature is available in Premium version !", { exact: true })).toHaveCount(0);
  await expect(shopPage.getByRole("radio", { name: "Today" })).toBeVisible();
  await gotoReady(shopPage, "/adminpanel");
  await expect(shopPage.getByRole("link", { name: "Store Images" })).toBeVisible();
  await shopContext.close();
});
