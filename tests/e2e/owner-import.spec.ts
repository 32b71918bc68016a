// The platform owner imports a shop's "Download all my data" ZIP as a new shop (issue 30, docs/decisions/0037
// "Import"): the page's script streams the ZIP to the Worker (up to 100 MB), the screen follows the Queue's import,
// and links to the new shop. What only the server decides (a repeat, another site, a size refused unread, every row)
// is in tests/integration/shop-import.test.ts; this is the owner's walk through the screen.

import { expect, test } from "@playwright/test";
import { newShopAdmin } from "./admin-fixtures";
import { gotoReady, hydrated, screenshot } from "./helpers";
import { PRODUCTS } from "./order-helpers";
import { signInOwner, unique } from "./owner-helpers";

test("the owner imports a shop's ZIP through the page's script and opens the new shop", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await newShopAdmin(page, { prefix: "impsrc", products: PRODUCTS, at: "/adminpanel/my-data" });
  await page.getByRole("button", { name: "Prepare my data" }).click();
  await expect(page.getByText("Your file is ready.")).toBeVisible({ timeout: 60_000 });
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: /^Download the ZIP prepared on / }).click();
  const archive = (await (await downloading).path())!;

  const ownerContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 360, height: 780 },
    isMobile: true,
    hasTouch: true,
  });
  const owner = await ownerContext.newPage();
  await signInOwner(owner);
  await gotoReady(owner, "/owner/shops/import");
  await hydrated(owner);
  await expect(owner.getByRole("heading", { name: "Import a shop" })).toBeVisible();
  // The script's limit: the ZIP goes to the Worker as it is, not in the page's form.
  await expect(owner.getByText("At most 100 MB.")).toBeVisible();
  await screenshot(owner, "owner-import-360.png");

  // A URL taken: the server's sentence, and the owner corrects it on the same screen.
  await owner.getByLabel("The shop's ZIP").setInputFiles(archive);
  await owner.getByLabel("The new shop's URL").fill("admin");
  await owner.getByRole("button", { name: "Import" }).click();
  await expect(owner.getByText("That URL is reserved. Choose another.")).toBeVisible();
  await expect(owner.getByLabel("The new shop's URL")).toHaveAttribute("aria-invalid", "true");
  await screenshot(owner, "owner-import-refused-360.png");

  const url = `imported${unique()}`;
  await owner.getByLabel("The new shop's URL").fill(url);
  const sent = owner.waitForRequest((r) => r.url().includes("/owner/shops/import/archive") && r.method() === "PUT");
  await owner.getByRole("button", { name: "Import" }).click();
  expect((await sent).headers()["content-type"]).toBe("application/zip");
  await expect(owner).toHaveURL(/\/owner\/shops\/import\/\d+$/);
  await expect(owner.getByText(`Import of ${url} started`)).toBeVisible();
  // The progress, followed without a reload until the Queue has recreated the shop.
  await expect(owner.getByText(`${url} is imported. Its store is hidden from customers`)).toBeVisible({
    timeout: 60_000,
  });
  await screenshot(owner, "owner-import-done-360.png");
  await owner.getByRole("link", { name: `Open ${url} in Update Shop` }).click();
  await expect(owner).toHaveURL(/\/owner\/shops\/\d+$/);
  await ownerContext.close();
});
