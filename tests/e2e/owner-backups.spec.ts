// The platform owner backs a shop up and restores it from the back office (issue 30, docs/decisions/0037): the
// backup's progress and counts, the admin deleting a product afterwards, the restore's confirmation naming the shop and
// the date, the product back in the admin's list, and the backup recreated as a new shop. Every row of every table is compared by
// tests/integration/shop-backups.test.ts; this is the owner's walk through the screen.
import { expect, type Page, test } from "@playwright/test";
import { newShopAdmin } from "./admin-fixtures";
import { gotoReady, screenshot } from "./helpers";
import { signInOwner } from "./owner-helpers";

async function productNames(page: Page): Promise<string[]> {
  await gotoReady(page, "/adminpanel/products");
  const labels = await page
    .getByRole("link", { name: /^Edit / })
    .evaluateAll((links) => links.map((l) => l.getAttribute("aria-label") ?? ""));
  return labels.map((l) => l.replace(/^Edit /, "")).sort();
}

test("the owner backs a shop up, and restores it after the admin deleted a product", async ({ page, browser }) => {
  // Two browsers, a backup and a restore through the Queue: on a loaded two-core machine it nears 30 s.
  test.slow();
  const shop = await newShopAdmin(page, {
    products: [
      { name: "Poha", mrp: 50, price: 48 },
      { name: "Rava", mrp: 60, price: 55 },
    ],
    at: null,
  });
  const ownerContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 360, height: 780 },
  });
  const owner = await ownerContext.newPage();
  await signInOwner(owner);
  await gotoReady(owner, `/owner/shops/${shop.shopId}`);
  await owner.getByRole("link", { name: "Backups: back up now, restore" }).click();
  await expect(owner.getByRole("heading", { name: `Backups of ${shop.shopUrl}` })).toBeVisible();
  await expect(owner.getByText("No backups yet.", { exact: true })).toBeVisible();

  await owner.getByRole("button", { name: "Back up now" }).click();
  await expect(owner.getByText(`Backup of ${shop.shopUrl} started`, { exact: true })).toBeVisible();
  const table = owner.getByRole("list", { name: `Backups of ${shop.shopUrl}, newest first` });
  // The screen follows the Queue's parts until the manifest is written.
  await expect(table.getByText("Monthly · Complete", { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(table.getByRole("listitem")).toHaveCount(1);
  await expect(table.getByText(/^2 products, 0 yaadies, 0 bills, 0 customers \(\d+ rows in all\)$/)).toBeVisible();
  await screenshot(owner, "owner-backups-360.png", { fullPage: true });

  // The admin deletes a product after the backup.
  expect(await productNames(page)).toEqual(["Poha", "Rava"]);
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Delete Poha" }).click();
  await expect(page.getByText("Poha deleted successfully", { exact: true })).toBeVisible();
  expect(await productNames(page)).toEqual(["Rava"]);

  // Restore asks first, naming the shop and the backup's date; Cancel changes nothing.
  await table.getByRole("link", { name: /^Restore the backup of .* IST$/ }).click();
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());
  const question = owner.getByRole("heading", {
    name: `Restore ${shop.shopUrl} (${shop.storeName}) to its backup of ${day}?`,
  });
  await expect(question).toBeVisible();
  await screenshot(owner, "owner-restore-confirm-360.png", { fullPage: true });
  await owner.getByRole("link", { name: "Cancel", exact: true }).click();
  await expect(question).toBeHidden();
  await table.getByRole("link", { name: /^Restore the backup of .* IST$/ }).click();
  await owner.getByRole("button", { name: `Yes, restore ${shop.shopUrl}` }).click();
  await expect(
    owner.getByText(
      `Restore of ${shop.shopUrl} started: the store takes no orders and its admin saves nothing until it ends`,
      { exact: true },
    ),
  ).toBeVisible();
  await expect(owner.getByRole("status").filter({ hasText: "The last restore, from backup" })).toBeVisible({
    timeout: 30_000,
  });

  // The deleted product is back in the admin's list.
  expect(await productNames(page)).toEqual(["Poha", "Rava"]);

  // The same backup recreated as a new shop, for inspection: the shop itself is not changed.
  await table.getByRole("link", { name: /^Restore the backup of .* as a new shop$/ }).click();
  await expect(owner.getByText(`${shop.shopUrl} itself is not changed.`, { exact: false })).toBeVisible();
  const copyUrl = `${shop.shopUrl}copy`;
  await owner.getByLabel("The new shop's URL").fill(copyUrl);
  await screenshot(owner, "owner-backup-as-new-shop-360.png", { fullPage: true });
  await owner.getByRole("button", { name: "Make the new shop" }).click();
  await expect(owner.getByRole("link", { name: `Open ${copyUrl} in Update Shop` })).toBeVisible({ timeout: 30_000 });
  expect(await productNames(page)).toEqual(["Poha", "Rava"]);
  await ownerContext.close();
});
