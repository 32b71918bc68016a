// The notices a shop's plan or facilities show in place of a screen, for a person to look at (E2E_SCREENSHOTS=1). What
// they say, and that the list, the form and the download are not there, needs no browser:
// tests/integration/panel-locks.test.ts.
import { test } from "@playwright/test";
import { newShopAdmin, type ShopOptions } from "./admin-fixtures";
import { SCREENSHOTS, screenshot } from "./helpers";

test.skip(!SCREENSHOTS, "only takes screenshots (E2E_SCREENSHOTS=1)");

const LOCKED: [ShopOptions, string, string][] = [
  [{ prefix: "cub" }, "/adminpanel/customers/new", "admin-customers-basic-360.png"],
  [{ prefix: "dlk", owner: { version: 2 } }, "/adminpanel/dealers/new", "admin-dealers-locked-360.png"],
  [
    { type: "dietClinic", prefix: "clb", owner: { version: 1 } },
    "/adminpanel/clients/new",
    "clinic-clients-basic-360.png",
  ],
  [
    { type: "dietClinic", prefix: "dtb", owner: { version: 1 } },
    "/adminpanel/diets/new",
    "clinic-diets-locked-360.png",
  ],
  [
    { type: "dietClinic", prefix: "cshl", owner: { version: 1 } },
    "/adminpanel/client-sheets",
    "clinic-sheets-locked-360.png",
  ],
];

test("the premium and dealer-facility locks as a phone shows them", async ({ page }) => {
  for (const [options, at, name] of LOCKED) {
    await newShopAdmin(page, { ...options, at });
    await screenshot(page, name);
  }
});
