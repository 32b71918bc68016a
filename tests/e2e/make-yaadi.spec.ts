// Spec 3 §1, §2 "Make Yaadi", §4, §5 "Customer info", §9; DECISIONS.md "Make Yaadi pending slots": three pending yaadies shared by every device of the shop (a fourth refused, also when
// two browsers ask at once), and a made yaadi saved with the server's prices, in the Yaadi Summary, with its link and
// the customer's WhatsApp message. What only the server decides (stale saves, Cancel/Done refusals, prices changed
// after Done, another shop's slots) is tested in tests/integration/make-yaadi.test.ts; the Turbo lock on Make Yaadi and
// Cash Billing, in tests/integration/panel-locks.test.ts.
import { expect, type Page, test } from "@playwright/test";
import { newShopAdmin, signInAdmin } from "./admin-fixtures";
import { gotoReady, hydrated, screenshot } from "./helpers";

const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 800 };
// app/domain/admin/messages.ts and app/domain/orders/make-yaadi.ts, copied: tests/e2e does not import app/.
const FULL = "3 yaadies are already pending. Finish one, or cancel an empty one, before starting a new yaadi.";

const PRODUCTS = [
  { name: "Basmati Rice", mrp: 120, price: 110, unit: 3 as const },
  { name: "Tomato", mrp: 40, price: 30, unit: 2 as const },
  { name: "Wheat", mrp: 35, price: 32, unit: 5 as const },
];

const pendingRadio = (page: Page, slot: number) => page.getByRole("radio", { name: new RegExp(`^Yaadi ${slot} · `) });

/** From BLANK: New yaadi, then the PREPARE step of the new slot. */
async function newYaadi(page: Page, slot: number) {
  await page.getByRole("button", { name: "New yaadi" }).click();
  await expect(page.getByRole("heading", { name: `Yaadi ${slot}`, exact: true })).toBeVisible();
  await hydrated(page);
}

async function addBySearch(page: Page, search: string, name: string) {
  await page.getByLabel("Search products").fill(search);
  await page.getByRole("button", { name: `Add ${name}`, exact: true }).click();
}

test("three pending yaadies are shared by two browsers, and a fourth is refused even when both ask at once", async ({
  page,
  browser,
}) => {
  const admin = await newShopAdmin(page, { owner: { version: 3 }, products: PRODUCTS, at: "/adminpanel/make-yaadi" });
  await expect(page.getByText("No yaadi is pending.")).toBeVisible();

  // Yaadi 1: rice, kept pending. While preparing, the pending radios are disabled and New yaadi is gone.
  await newYaadi(page, 1);
  await expect(pendingRadio(page, 1)).toBeDisabled();
  await expect(page.getByRole("button", { name: "New yaadi" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Cancel" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Done" })).toHaveCount(0);
  await page.setViewportSize(DESKTOP);
  await addBySearch(page, "rice", "Basmati Rice");
  await screenshot(page, "make-yaadi-prepare-desktop.png");
  await expect(page.getByRole("button", { name: "Cancel" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Done" })).toBeVisible();
  await page.getByRole("button", { name: "Keep Pending" }).click();
  await expect(page.getByText("Yaadi 1 is kept pending.")).toBeVisible();
  await expect(pendingRadio(page, 1)).toHaveAccessibleName("Yaadi 1 · 1 item");

  // Yaadi 2, empty for now.
  await newYaadi(page, 2);
  await page.getByRole("button", { name: "Keep Pending" }).click();
  await expect(pendingRadio(page, 2)).toBeEnabled();

  // A second browser (the owner's phone) sees the same two, and both press New yaadi at the same moment.
  const phone = await browser.newContext({ viewport: PHONE });
  const second = await phone.newPage();
  await signInAdmin(second, admin);
  await gotoReady(second, "/adminpanel/make-yaadi");
  await expect(pendingRadio(second, 1)).toHaveAccessibleName("Yaadi 1 · 1 item");
  await expect(pendingRadio(second, 2)).toBeVisible();
  await Promise.all([
    page.getByRole("button", { name: "New yaadi" }).click(),
    second.getByRole("button", { name: "New yaadi" }).click(),
  ]);
  // Each browser ends up either preparing Yaadi 3 or told that three are pending; exactly one of each.
  const third = (p: Page) => p.getByRole("heading", { name: "Yaadi 3", exact: true });
  for (const p of [page, second]) await expect(third(p).or(p.getByText(FULL).first())).toBeVisible();
  const winner = (await third(page).isVisible()) ? page : second;
  const loser = winner === page ? second : page;
  await expect(third(loser)).toHaveCount(0);
  await expect(loser.getByText(FULL).first()).toBeVisible();
  await gotoReady(loser, "/adminpanel/make-yaadi");
  await expect(loser.getByRole("radio")).toHaveCount(3);
  await expect(loser.getByRole("button", { name: "New yaadi" })).toHaveCount(0);
  await expect(loser.getByText(FULL)).toBeVisible();
  await phone.close();
});

test("a made yaadi is saved at the catalogue's prices, listed in the summary, with its link and WhatsApp message", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await newShopAdmin(page, { owner: { version: 3 }, products: PRODUCTS });
  await page.getByRole("link", { name: "Make Yaadi" }).click();
  await hydrated(page);
  await newYaadi(page, 1);

  // Quantities with the store's steps: rice by the kg, tomato by 250 g, wheat in bulk steps of 10 kg.
  await addBySearch(page, "rice", "Basmati Rice");
  await page.getByRole("button", { name: "More Basmati Rice" }).click();
  await expect(page.getByLabel("Quantity of Basmati Rice")).toHaveText("2 kgs");
  await addBySearch(page, "tom", "Tomato");
  await expect(page.getByLabel("Quantity of Tomato")).toHaveText("250 gms");
  await page.getByRole("button", { name: "More Tomato" }).click();
  await page.getByRole("button", { name: "More Tomato" }).click();
  await expect(page.getByLabel("Quantity of Tomato")).toHaveText("750 gms");
  await addBySearch(page, "whe", "Wheat");
  await expect(page.getByLabel("Quantity of Wheat")).toHaveText("10 kgs");
  await page.getByRole("button", { name: "More Wheat" }).click();
  await expect(page.getByLabel("Quantity of Wheat")).toHaveText("20 kgs");
  // 2 × 110 + 0.75 × 30 + 20 × 32 = 220 + 22.50 + 640
  await expect(page.getByText("882.50").first()).toBeVisible();
  await screenshot(page, "make-yaadi-prepare-phone.png");

  // Leaving with items that are not kept asks first; staying keeps them.
  const asked = new Promise<string>((resolve) =>
    page.once("dialog", (dialog) => void dialog.dismiss().then(() => resolve(dialog.message()))),
  );
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Home" }).click();
  expect(await asked).toBe(
    "Yaadi 1 has changes that are not kept. Leave without keeping them? (Keep Pending keeps them.)",
  );
  await expect(page.getByLabel("Quantity of Wheat")).toHaveText("20 kgs");

  await page.getByRole("button", { name: "Done" }).click();
  await expect(page.getByRole("heading", { name: "Yaadi 1: customer information" })).toBeVisible();
  await hydrated(page);
  await page.getByRole("radio", { name: "Enter Details" }).check();
  await page.getByLabel("Name", { exact: true }).fill("Asha");
  await expect(page.getByText("Min 6 characters required", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Save Yaadi" })).toBeDisabled();
  await page.getByLabel("Name", { exact: true }).fill("Asha Deshpande");
  await page.getByLabel("WhatsApp number").fill("9876543210");
  await page.getByLabel("Address", { exact: true }).fill("12 Shivaji Nagar, Pune");
  await screenshot(page, "make-yaadi-customer-phone.png");
  await page.getByRole("button", { name: "Save Yaadi" }).click();

  await expect(page.getByText(/^Yaadi no\. \d+ saved successfully\.$/)).toBeVisible();
  const id = (await page.getByRole("heading", { level: 1 }).textContent())!.replace("Yaadi no. ", "");
  await expect(page.getByRole("article", { name: "Yaadi" })).toContainText("Basmati Rice");
  await expect(page.getByRole("article", { name: "Yaadi" })).toContainText("882.50");
  const chat = page.getByRole("link", { name: "Tell Asha Deshpande on WhatsApp" });
  const href = (await chat.getAttribute("href"))!;
  expect(href.startsWith("https://wa.me/919876543210?text=")).toBe(true);
  const text = decodeURIComponent(href.split("?text=")[1]!);
  expect(text).toContain(`your yaadi no. ${id} from `);
  expect(text).toContain("is ready.");
  expect(text).toContain("Items: 3");
  const orderPage = (await page.getByRole("link", { name: "Customer's page" }).getAttribute("href"))!;
  expect(text).toContain(orderPage);

  // The customer's read-only page, and the Yaadi Summary of today.
  await gotoReady(page, orderPage);
  await expect(page.getByText("Basmati Rice")).toBeVisible();
  await expect(page.getByText("Asha Deshpande")).toBeVisible();
  await gotoReady(page, "/adminpanel/yaadi-summary?day=today");
  await expect(page.getByRole("link", { name: `Open yaadi no. ${id}` })).toBeVisible();
  await expect(page.getByText("Asha Deshpande")).toBeVisible();

  // The slot is free again; the desktop view of the empty screen.
  await page.setViewportSize(DESKTOP);
  await gotoReady(page, "/adminpanel/make-yaadi");
  await expect(page.getByText("No yaadi is pending.")).toBeVisible();
  await expect(page.getByRole("button", { name: "New yaadi" })).toBeVisible();
});
