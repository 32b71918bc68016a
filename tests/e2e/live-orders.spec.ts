// Issue 27: a new order reaches the shop at once. An admin with the Yaadi Summary open sees a customer's order — placed
// from another client — as a banner with its number, name and amount, and as today's row, without reloading; the
// home's menu counts the yaadies to accept as they come.
import { expect, test } from "@playwright/test";
import { newShopAdmin } from "./admin-fixtures";
import { screenshot } from "./helpers";
import { ASHA, orderByApi, PRODUCTS, row, showToday } from "./order-helpers";

test("a new order shows on the open Yaadi Summary within 5 seconds: a banner that opens it, and its row", async ({
  page,
  request,
}) => {
  const admin = await newShopAdmin(page, { prefix: "live", owner: { version: 2 }, products: PRODUCTS });
  await showToday(page);
  await expect(page.locator("[data-live]")).toHaveAttribute("data-live", "live");
  await page.evaluate(() => document.documentElement.setAttribute("data-not-reloaded", "yes"));

  const placed = await orderByApi(request, admin.shopUrl, ASHA, ["Sugar"]);
  const banner = page.getByRole("region", { name: "New orders" });
  await expect(banner.getByText(`New yaadi no. ${placed.id}`)).toBeVisible({ timeout: 5_000 });
  await expect(banner.getByText("Asha Deshmukh · Rs. 45")).toBeVisible();
  await expect(row(page, placed.id)).toBeVisible({ timeout: 5_000 });
  await expect(page.locator("html")).toHaveAttribute("data-not-reloaded", "yes");
  await expect(banner.getByRole("checkbox", { name: "Sound for new orders" })).toBeChecked();
  await screenshot(page, "live-order-banner-360.png");

  await banner.getByRole("link", { name: "Open" }).click();
  await expect(page).toHaveURL(new RegExp(`/adminpanel/yaadies/${placed.id}$`));
  await expect(banner.getByText(`New yaadi no. ${placed.id}`)).toHaveCount(0);

  // The home's menu counts today's yaadies to accept, and counts the next one as it comes.
  await page.getByRole("link", { name: "Home" }).click();
  const summary = page.getByRole("link", { name: /^Yaadi Summary/ });
  await expect(summary).toHaveText("Yaadi SummaryTo accept: 1");
  await expect(page.locator("[data-live]")).toHaveAttribute("data-live", "live");
  const next = await orderByApi(request, admin.shopUrl, ASHA, ["Tomato"]);
  await expect(banner.getByText(`New yaadi no. ${next.id}`)).toBeVisible({ timeout: 5_000 });
  await expect(summary).toHaveText("Yaadi SummaryTo accept: 2");
});
