// Spec 3 §2 "Dealers", §4 "Panels", §5 "Dealer", §8: the shop admin's Dealers screens — add (stays on ADD), update (back to LIST, at the top), delete with the spec's confirmation, the exact texts, live messages and
// the link preview, the premium download; and the dealer's link in the store: an order through it goes to the dealer's
// WhatsApp, and a changed link stops opening the store. What only the server decides (posts without the facility,
// another shop's ids, links a store would capture, the CSV's refusals) is in tests/integration/admin-dealers.test.ts;
// the facility lock's screens, in tests/integration/panel-locks.test.ts.
import { expect, type Page, test } from "@playwright/test";
import { newShopAdmin } from "./admin-fixtures";
import { E2E_CUSTOMER, gotoReady, hydrated, INVALID_URL_NOTICE, screenshot, shopAsRegular } from "./helpers";
import { deleteWhileHeld, namesIn, sortBy } from "./list-helpers";

const DESKTOP = { width: 1280, height: 800 };
// app/domain/admin/messages.ts DEALER_MESSAGES (spec 3 §2, §8), copied: tests/e2e does not import app/.
const DOWNLOAD = "Download Cutsomer Information";

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Types into a field and expects the form's live message for it. */
async function expectLiveMessage(page: Page, label: string, typed: string, message: string) {
  await field(page, label).fill(typed);
  await expect(page.getByText(message, { exact: true })).toBeVisible();
}

/** Fills the open ADD or UPDATE form and submits it. */
async function submitDealer(
  page: Page,
  values: { name: string; whatsApp: string; link: string; password: string },
  button: "ADD" | "UPDATE",
) {
  await field(page, "Name").fill(values.name);
  await field(page, "WhatsApp number").fill(values.whatsApp);
  await field(page, "Link").fill(values.link);
  await field(page, "Password").fill(values.password);
  await page.getByRole("button", { name: button, exact: true }).click();
}

test("add stays on ADD, update moves to the top, delete confirms; live messages, the link preview and the download", async ({
  page,
}) => {
  const admin = await newShopAdmin(page, {
    prefix: "dlr",
    owner: { version: 2, dealerFacility: true },
    at: "/adminpanel/dealers/new",
  });
  const add = page.getByRole("button", { name: "ADD", exact: true });

  // Live messages (spec 3 §5) and typing cut at each maximum.
  await expectLiveMessage(page, "Name", "Ravi", "Min 5 characters required");
  await expectLiveMessage(page, "WhatsApp number", "98765abc", "Enter only digits");
  await expectLiveMessage(page, "Link", "ram esh", "space is not allowed");
  await expectLiveMessage(
    page,
    "Link",
    "ram-esh",
    "Symbols other than underscore (_) are not allowed, you have used -",
  );
  await expectLiveMessage(page, "Link", "12345", "Only digits are not allowed, use some alphabets also");
  await expectLiveMessage(page, "Password", "12", "Min 4 digits required");
  await expect(add).toBeDisabled();
  await field(page, "Name").fill("x".repeat(45));
  await expect(field(page, "Name")).toHaveValue("x".repeat(40));
  await field(page, "Link").fill("y".repeat(25));
  await expect(field(page, "Link")).toHaveValue("y".repeat(20));
  await field(page, "Password").fill("1234567890123");
  await expect(field(page, "Password")).toHaveValue("1234567890");

  // The link is shown lowercase as it is typed, with its preview under it.
  await field(page, "Link").fill("Ramesh");
  await expect(field(page, "Link")).toHaveValue("ramesh");
  await expect(page.getByText(`.../${admin.shopUrl}_ramesh`, { exact: true })).toBeVisible();
  await screenshot(page, "admin-dealer-add-360.png");

  for (const dealer of [
    { name: "Ramesh Patil", whatsApp: "9000000011", link: "ramesh", password: "1234" },
    { name: "Anand Joshi", whatsApp: "9000000022", link: "anand_w", password: "5678" },
  ]) {
    await submitDealer(page, dealer, "ADD");
    await expect(page.getByText(`Dealer ${dealer.name} added successfully.`, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/adminpanel\/dealers\/new$/);
    await expect(field(page, "Name")).toHaveValue("");
    await expect(field(page, "Password")).toHaveValue("");
  }
  // A link another dealer has is refused with the dealer's name.
  await submitDealer(page, { name: "Ravi Kulkarni", whatsApp: "9000000033", link: "RAMESH", password: "4321" }, "ADD");
  await expect(page.getByRole("alert").filter({ hasText: "already used" })).toHaveText(
    "The link ramesh is already used by dealer Ramesh Patil.",
  );

  // LIST: the new ones first, each with its full link to share; search and sort by Name, WhatsApp and Link.
  await page.getByRole("link", { name: "LIST", exact: true }).click();
  await expect(page.getByRole("heading", { name: "LIST OF DEALERS (2)" })).toBeVisible();
  await expect.poll(() => namesIn(page, "Dealers")).toEqual(["Anand Joshi", "Ramesh Patil"]);
  const origin = new URL(page.url()).origin;
  await expect(page.getByRole("link", { name: `${origin}/${admin.shopUrl}_ramesh` })).toBeVisible();
  // A reload shows the list by name; the columns sort it (the just-added rows no longer lead).
  await page.reload();
  await hydrated(page);
  await sortBy(page, "Link", "ascending");
  await expect.poll(() => namesIn(page, "Dealers")).toEqual(["Anand Joshi", "Ramesh Patil"]);
  await sortBy(page, "Link", "descending");
  await expect.poll(() => namesIn(page, "Dealers")).toEqual(["Ramesh Patil", "Anand Joshi"]);
  await sortBy(page, "Name", "ascending");
  await expect.poll(() => namesIn(page, "Dealers")).toEqual(["Anand Joshi", "Ramesh Patil"]);
  await page.getByRole("searchbox", { name: "Search dealers" }).fill("ramesh");
  await expect.poll(() => namesIn(page, "Dealers")).toEqual(["Ramesh Patil"]);
  await page.getByRole("searchbox", { name: "Search dealers" }).fill("");
  await screenshot(page, "admin-dealers-list-360.png");

  // UPDATE: the password may stay empty (kept); back to LIST with the spec's text, the dealer at the top.
  await page.getByRole("link", { name: "Edit Ramesh Patil" }).click();
  await expect(page.getByRole("heading", { name: "Update dealer" })).toBeVisible();
  await expect(page.getByText("Leave it empty to keep the current password.", { exact: false })).toBeVisible();
  await expect(field(page, "Password")).toHaveValue("");
  await expectLiveMessage(page, "Name", "Ravi", "Min 5 characters required");
  await field(page, "Name").fill("Ramesh Kulkarni");
  await field(page, "Link").fill("rameshk");
  await expect(page.getByText(`.../${admin.shopUrl}_rameshk`, { exact: true })).toBeVisible();
  await screenshot(page, "admin-dealer-edit-360.png");
  await page.getByRole("button", { name: "UPDATE", exact: true }).click();
  await expect(page).toHaveURL(/\/adminpanel\/dealers$/);
  await expect(page.getByText("Dealer updated successfully", { exact: true })).toBeVisible();
  await expect.poll(() => namesIn(page, "Dealers")).toEqual(["Ramesh Kulkarni", "Anand Joshi"]);
  await expect(page.getByRole("link", { name: `${origin}/${admin.shopUrl}_rameshk` })).toBeVisible();
  // Copy link puts the full link on the clipboard, to share.
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Copy link of Ramesh Kulkarni" }).click();
  await expect(page.getByRole("row", { name: /Ramesh Kulkarni/ }).getByRole("status")).toHaveText("Copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${origin}/${admin.shopUrl}_rameshk`);

  // The premium download: 'Dealers.csv'.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: DOWNLOAD }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("Dealers.csv");

  await page.setViewportSize(DESKTOP);
  await screenshot(page, "admin-dealers-list-1280.png");
  // DELETE: the spec's confirmation, 'Delete action in Progress.' while it runs, then the result.
  await deleteWhileHeld(page, "dealers", "Anand Joshi", "Dealer 'Anand Joshi' deleted successfully");
  await expect(page.getByRole("heading", { name: "LIST OF DEALERS (1)" })).toBeVisible();
  await gotoReady(page, "/adminpanel/dealers/new");
  await screenshot(page, "admin-dealer-add-1280.png");
});

test("an order through a new dealer's link goes to the dealer's WhatsApp; after a link change the old link is invalid", async ({
  page,
}) => {
  const admin = await newShopAdmin(page, {
    prefix: "dlo",
    owner: { dealerFacility: true },
    products: [{ name: "Sugar", mrp: 50, price: 45 }],
    at: "/adminpanel/dealers/new",
  });
  await submitDealer(page, { name: "Suresh Pawar", whatsApp: "9000000044", link: "suresh", password: "2468" }, "ADD");
  await expect(page.getByText("Dealer Suresh Pawar added successfully.", { exact: true })).toBeVisible();

  // A customer of the dealer's link orders: WhatsApp opens to the dealer's number, not the shop's.
  await shopAsRegular(page, `/${admin.shopUrl}_suresh`);
  await page.getByRole("button", { name: "Add Sugar", exact: true }).click();
  await page.getByRole("button", { name: /^Checkout \(1\)/ }).click();
  await page.getByRole("button", { name: "Place Order" }).click();
  await page.route("https://wa.me/**", (route) => route.fulfill({ body: "whatsapp" }));
  await page.getByRole("button", { name: "Open WhatsApp" }).click();
  await expect(page).toHaveURL(/^https:\/\/wa\.me\/919000000044\?text=/);
  expect(new URL(page.url()).searchParams.get("text")).toContain(E2E_CUSTOMER.name);

  // The admin changes the link: the old one stops opening the store at once, the new one opens it.
  await gotoReady(page, "/adminpanel/dealers");
  await page.getByRole("link", { name: "Edit Suresh Pawar" }).click();
  await hydrated(page);
  await field(page, "Link").fill("sureshp");
  await page.getByRole("button", { name: "UPDATE", exact: true }).click();
  await expect(page.getByText("Dealer updated successfully", { exact: true })).toBeVisible();
  await page.goto(`/${admin.shopUrl}_suresh`);
  await expect(page.getByText(INVALID_URL_NOTICE, { exact: true })).toBeVisible();
  await gotoReady(page, `/${admin.shopUrl}_sureshp`);
  await expect(page.getByText(INVALID_URL_NOTICE, { exact: true })).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/${admin.shopUrl}_sureshp$`));
});
