// Spec 3 §2 "Client Sheet", §4 "Panels", §5 "ClientSheet", §8: a diet clinic's Client Sheets — choosing a client, add (stays on ADD), update (back to LIST, on top), Cancel, delete with the spec's confirmation, the exact
// texts and live messages; the weight chart, the diet sent on WhatsApp and the printable diet. What only the server
// decides (404 for other shops and non-clinics, 403 posts, moving a sheet, the numbering) is in
// tests/integration/clinic-sheets.test.ts; the premium lock's screen and a clinic without clients, in
// tests/integration/panel-locks.test.ts.
import { expect, type Page, test } from "@playwright/test";
import { newShopAdmin, type ShopOptions } from "./admin-fixtures";
import { gotoReady, hydrated, screenshot } from "./helpers";

const DESKTOP = { width: 1280, height: 800 };

const clinic: ShopOptions = {
  type: "dietClinic",
  owner: { version: 2 },
  clients: [
    { name: "Asha Deshpande", whatsApp: "9876543210" },
    { name: "Ravi Kulkarni", whatsApp: "9123456780" },
  ],
  diets: [
    { dietNumber: 1, dietName: "Low salt", dietContent: "Breakfast: poha without salt.\nLunch: dal and rice." },
    { dietNumber: 3, dietName: "High protein", dietContent: "Breakfast: sprouts and eggs.\nDinner: paneer and salad." },
  ],
};

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
/** Today in India, as the date picker holds it. */
const todayInIndia = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

/** Types into a field and expects the form's live message for it. */
async function expectLiveMessage(page: Page, label: string, typed: string, message: string) {
  await field(page, label).fill(typed);
  await expect(page.getByText(message, { exact: true })).toBeVisible();
}

/** The sheet numbers of the list's rows, top to bottom, read from each row's "Edit Client sheet {n}" link. */
async function sheetNumbers(page: Page, clientName: string): Promise<number[]> {
  const links = page.getByRole("table", { name: `Sheets of ${clientName}` }).getByRole("link", { name: /^Edit / });
  return (await links.evaluateAll((els) => els.map((e) => e.getAttribute("aria-label") ?? ""))).map((label) =>
    Number(label.replace(/^Edit Client sheet /, "")),
  );
}

/** A sheet's row of data (its actions are on a line of their own on a phone), by its number (the row's header). */
const sheetRow = (page: Page, sheetNumber: number) =>
  page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: new RegExp(`^${sheetNumber}\\b`) }) });

async function chooseClient(page: Page, name: string) {
  await page.getByLabel("Client", { exact: true }).selectOption({ label: name });
  await page.getByRole("button", { name: "Show sheets" }).click();
  await expect(
    page.getByRole("table", { name: `Sheets of ${name}` }).or(page.getByText(`${name} has no sheets yet.`)),
  ).toBeVisible();
}

async function addSheet(
  page: Page,
  values: { dietNumber: string; clientWeight: string; dateOfDelivery: string },
  expectedNumber: number,
) {
  await field(page, "Diet number").fill(values.dietNumber);
  await field(page, "Weight").fill(values.clientWeight);
  await field(page, "Date of delivery").fill(values.dateOfDelivery);
  await page.getByRole("button", { name: "ADD", exact: true }).click();
  await expect(page.getByText(`Client sheet ${expectedNumber} added successfully.`, { exact: true })).toBeVisible();
}

test("choose a client, add stays on ADD with live messages; the list, the weight chart and the diet sent on WhatsApp", async ({
  page,
}) => {
  // A whole screen's walk (LIST, ADD, UPDATE, delete, download): on a loaded two-core machine it nears 30 s.
  test.slow();
  const admin = await newShopAdmin(page, { ...clinic, prefix: "csha" });
  await page.getByRole("region", { name: "Manage" }).getByRole("link", { name: "Client Sheets", exact: true }).click();
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Client Sheets" })).toBeVisible();
  await expect(page.getByLabel("Client", { exact: true })).toHaveValue("");
  await screenshot(page, "clinic-sheets-choose-360.png");
  await chooseClient(page, "Asha Deshpande");
  await expect(page).toHaveURL(/\/adminpanel\/client-sheets\?client=\d+$/);
  await expect(page.getByRole("heading", { name: "NO CLIENT SHEETS" })).toBeVisible();
  await screenshot(page, "clinic-sheets-empty-360.png");

  await page.getByRole("link", { name: "Add a Client Sheet", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Add a Client Sheet" })).toBeVisible();
  await hydrated(page);
  await expect(page.getByText("Client: Asha Deshpande")).toBeVisible();
  await expect(field(page, "Date of delivery")).toHaveValue(todayInIndia());
  const add = page.getByRole("button", { name: "ADD", exact: true });
  // Live messages (spec 3 §5), and a number that names none of the clinic's diets.
  await expectLiveMessage(page, "Diet number", "1234", "Maximum 3 digits allowed");
  await expectLiveMessage(page, "Diet number", "2", "There is no diet number 2. Add it under Diets first.");
  await expectLiveMessage(page, "Weight", "8", "Min 2 characters required");
  await expect(add).toBeDisabled();
  await field(page, "Diet number").fill("1");
  await expect(page.getByText("Diet 1: Low salt", { exact: true })).toBeVisible();
  await screenshot(page, "clinic-sheet-add-360.png");

  await addSheet(page, { dietNumber: "1", clientWeight: "80", dateOfDelivery: "2026-11-01" }, 1);
  await expect(page).toHaveURL(/\/adminpanel\/client-sheets\/new\?client=\d+$/);
  await expect(field(page, "Diet number")).toHaveValue("");
  await expect(field(page, "Weight")).toHaveValue("");
  await expect(field(page, "Date of delivery")).toHaveValue(todayInIndia());
  await addSheet(page, { dietNumber: "3", clientWeight: "78.5", dateOfDelivery: "2026-11-08" }, 2);
  await addSheet(page, { dietNumber: "3", clientWeight: "76.5", dateOfDelivery: "2026-11-22" }, 3);

  // The single top button goes back to LIST: newest first, the weight over time above.
  await page.getByRole("link", { name: "List of Client Sheets", exact: true }).click();
  await expect(page.getByRole("heading", { name: "LIST OF CLIENT SHEETS (3)" })).toBeVisible();
  await expect.poll(() => sheetNumbers(page, "Asha Deshpande")).toEqual([3, 2, 1]);
  const chart = page.getByRole("img", { name: "Weight of Asha Deshpande", exact: true });
  await expect(chart).toHaveAccessibleDescription("From 80 kg on 01/11/2026 to 76.5 kg on 22/11/2026.");
  await expect(page.getByRole("figure", { name: "Weight of Asha Deshpande" })).toContainText(
    "From 80 kg on 01/11/2026 to 76.5 kg on 22/11/2026.",
  );
  const row = sheetRow(page, 2);
  await expect(row).toContainText("08/11/2026");
  await expect(row).toContainText("High protein");
  await screenshot(page, "clinic-sheets-list-360.png");

  // "Send diet": the client's WhatsApp, with the clinic, the client, the date and the diet.
  const send = page.getByRole("link", { name: "Send the diet of Client sheet 2 on WhatsApp" });
  const link = new URL((await send.getAttribute("href"))!);
  expect(link.origin + link.pathname).toBe("https://wa.me/919876543210");
  expect(link.searchParams.get("text")).toBe(
    [
      admin.storeName,
      "Diet for Asha Deshpande",
      "Date: 08/11/2026",
      "Diet no. 3 – High protein",
      "",
      "Breakfast: sprouts and eggs.",
      "Dinner: paneer and salad.",
    ].join("\n"),
  );
  await expect(send).toHaveAttribute("target", "_blank");

  // Another client has a list of their own.
  await chooseClient(page, "Ravi Kulkarni");
  await expect(page.getByText("Ravi Kulkarni has no sheets yet.", { exact: true })).toBeVisible();

  await page.setViewportSize(DESKTOP);
  await page.goBack();
  await expect(page.getByRole("heading", { name: "LIST OF CLIENT SHEETS (3)" })).toBeVisible();
  await screenshot(page, "clinic-sheets-list-1280.png");
});

test("update returns to LIST on top, Cancel returns to LIST, delete confirms; the printable diet", async ({ page }) => {
  const admin = await newShopAdmin(page, { ...clinic, prefix: "cshu", at: "/adminpanel/client-sheets" });
  await chooseClient(page, "Asha Deshpande");
  const listUrl = page.url();
  await gotoReady(page, listUrl.replace("/client-sheets?", "/client-sheets/new?"));
  await addSheet(page, { dietNumber: "1", clientWeight: "80", dateOfDelivery: "2026-11-01" }, 1);
  await addSheet(page, { dietNumber: "1", clientWeight: "79", dateOfDelivery: "2026-11-08" }, 2);
  await gotoReady(page, listUrl);
  await expect.poll(() => sheetNumbers(page, "Asha Deshpande")).toEqual([2, 1]);

  // UPDATE: the client select is there ('client chosen when updating'); back to LIST with the text, the sheet on top.
  await page.getByRole("link", { name: "Edit Client sheet 1", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Update Client sheet 1" })).toBeVisible();
  await hydrated(page);
  await expect(page.getByLabel("Client", { exact: true }).locator("option:checked")).toHaveText("Asha Deshpande");
  await expect(field(page, "Date of delivery")).toHaveValue("2026-11-01");
  await expectLiveMessage(page, "Diet number", "", "Diet number is required");
  await expect(page.getByRole("button", { name: "UPDATE", exact: true })).toBeDisabled();
  await field(page, "Diet number").fill("3");
  await field(page, "Weight").fill("81.5");
  await screenshot(page, "clinic-sheet-edit-360.png");
  await page.getByRole("button", { name: "UPDATE", exact: true }).click();
  await expect(page.getByText("The client sheet '1' updated successfully.", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(listUrl);
  await expect.poll(() => sheetNumbers(page, "Asha Deshpande")).toEqual([1, 2]);
  const updated = sheetRow(page, 1);
  await expect(updated).toContainText("81.5");
  await expect(updated).toContainText("High protein");

  // Cancel goes back to LIST and changes nothing.
  await page.getByRole("link", { name: "Edit Client sheet 2", exact: true }).click();
  await hydrated(page);
  await field(page, "Weight").fill("99");
  await page.getByRole("link", { name: "Cancel", exact: true }).click();
  await expect(page).toHaveURL(listUrl);
  await expect(sheetRow(page, 2)).toContainText("79");

  // The printable diet: the same words, the Print button, and nothing of the panel on paper.
  await page.getByRole("link", { name: "Print Client sheet 1", exact: true }).click();
  const diet = page.getByRole("article", { name: "Diet" });
  await expect(diet.getByRole("heading", { level: 1 })).toHaveText(admin.storeName);
  await expect(diet).toContainText("Asha Deshpande");
  await expect(diet).toContainText("01/11/2026");
  await expect(diet.getByRole("heading", { name: "Diet no. 3 – High protein" })).toBeVisible();
  await expect(diet).toContainText("Breakfast: sprouts and eggs.");
  await expect(page.getByRole("button", { name: "Print", exact: true })).toBeVisible();
  await screenshot(page, "clinic-sheet-print-360.png");
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("button", { name: "Print", exact: true })).toBeHidden();
  await expect(page.getByRole("button", { name: "Logout" })).toBeHidden();
  await expect(diet).toBeVisible();
  await screenshot(page, "clinic-sheet-print-paper.png");
  await page.emulateMedia({ media: "screen" });
  await page.getByRole("link", { name: "List of Client Sheets", exact: true }).click();
  await expect(page).toHaveURL(listUrl);

  // DELETE: the spec's confirmation, 'Delete action in Progress.' while it runs (the request is held), then the text.
  await hydrated(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/adminpanel/client-sheets/*.data*", async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  page.once("dialog", async (dialog) => {
    expect(dialog.message()).toBe("You really want to delete Client sheet 2 ?");
    await dialog.accept();
  });
  await page.getByRole("button", { name: "Delete Client sheet 2", exact: true }).click();
  await expect(page.getByText("Delete action in Progress.", { exact: true })).toBeVisible();
  release();
  await expect(page.getByText("Client sheet 2 deleted successfully", { exact: true })).toBeVisible();
  await page.unroute("**/adminpanel/client-sheets/*.data*");
  await expect(page.getByRole("heading", { name: "LIST OF CLIENT SHEETS (1)" })).toBeVisible();

  await page.setViewportSize(DESKTOP);
  await page.getByRole("link", { name: "Edit Client sheet 1", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Update Client sheet 1" })).toBeVisible();
  await screenshot(page, "clinic-sheet-edit-1280.png");
});
