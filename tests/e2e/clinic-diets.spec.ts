// Spec 3 §2 "Diet-clinic admin", §4 "Panels", §5 "Diet", §8: a diet clinic's Diets screens — the single toggle button ('Add a Diet' / 'List of Diets') and Cancel, add (stays on ADD), update (back to LIST, on top),
// delete with the spec's confirmation and 'Delete action in Progress.', live messages, a diet number another diet has,
// the COPY buttons, and the download 'Diets.csv'. What only the server decides (posts of a basic clinic, another shop's
// ids, a shop that is not a clinic, diets that client sheets use) is in tests/integration/clinic-diets.test.ts; the
// premium lock's screens, in tests/integration/panel-locks.test.ts.
import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { newShopAdmin } from "./admin-fixtures";
import { gotoReady, hydrated, screenshot } from "./helpers";
import { deleteWhileHeld, namesIn, sortBy } from "./list-helpers";

const DESKTOP = { width: 1280, height: 800 };
// app/domain (ADMIN_ERRORS, CLINIC_MESSAGES.diet), copied: tests/e2e does not import app/.
const DOWNLOAD = "Download Diet Information";
const COPY_REFUSED = "Could not copy here. Select the content and copy it by hand.";

const lowSalt = {
  dietNumber: "12",
  dietType: "Easy",
  dietName: "Low salt",
  dietContent: "Breakfast: poha, green tea.\nLunch: two chapatis, dal.\nDinner: soup.",
};
const fruitDay = {
  dietNumber: "3",
  dietType: "Fruits",
  dietName: "Fruit day",
  dietContent: "Apple, papaya and water, 3 litres.",
};

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Fills the open ADD or UPDATE form and submits it. */
async function submitDiet(page: Page, values: typeof lowSalt, button: "ADD" | "UPDATE") {
  await field(page, "Diet number").fill(values.dietNumber);
  await field(page, "Diet type").selectOption(values.dietType);
  await field(page, "Diet name").fill(values.dietName);
  await field(page, "Diet content").fill(values.dietContent);
  await page.getByRole("button", { name: button, exact: true }).click();
}

test("add stays on ADD, update moves to the top, delete confirms; live messages, the COPY buttons and the download", async ({
  page,
}) => {
  // A whole screen's walk (LIST, ADD, UPDATE, delete, download): on a loaded two-core machine it nears 30 s.
  test.slow();
  await newShopAdmin(page, { prefix: "dtr", type: "dietClinic", owner: { version: 2 } });
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("region", { name: "Manage" }).getByRole("link", { name: "Diets", exact: true }).click();
  await expect(page.getByRole("heading", { name: "NO DIETS" })).toBeVisible();
  await hydrated(page);

  // Nothing to download yet: the spec's alert.
  page.once("dialog", async (dialog) => {
    expect(dialog.message()).toBe("Invalid data");
    await dialog.accept();
  });
  await page.getByRole("link", { name: DOWNLOAD }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Invalid data" })).toBeVisible();

  // The one toggle button: 'Add a Diet' on LIST, 'List of Diets' on ADD.
  await page.getByRole("link", { name: "Add a Diet", exact: true }).click();
  await expect(page).toHaveURL(/\/adminpanel\/diets\/new$/);
  await expect(page.getByRole("link", { name: "List of Diets", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Add a Diet" })).toHaveCount(0);
  const add = page.getByRole("button", { name: "ADD", exact: true });

  // Live messages (spec 3 §5) keep ADD disabled.
  await field(page, "Diet number").fill("1a");
  await expect(page.getByText("Enter only digits", { exact: true })).toBeVisible();
  await field(page, "Diet type").selectOption("Easy");
  await field(page, "Diet type").selectOption("");
  await expect(page.getByText("Diet type is required", { exact: true })).toBeVisible();
  await field(page, "Diet name").fill("Low");
  await expect(page.getByText("Min 4 characters required", { exact: true })).toBeVisible();
  await field(page, "Diet content").fill("Only soup.");
  await expect(page.getByText("Min 20 characters required", { exact: true })).toBeVisible();
  await expect(add).toBeDisabled();
  await screenshot(page, "clinic-diet-add-messages-360.png");

  // COPY copies the content typed so far, line breaks included.
  await field(page, "Diet content").fill(lowSalt.dietContent);
  await page.getByRole("button", { name: "COPY the diet content" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Copied" })).toHaveText("Copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(lowSalt.dietContent);

  for (const diet of [lowSalt, fruitDay]) {
    await submitDiet(page, diet, "ADD");
    await expect(page.getByText(`Diet ${diet.dietName} added successfully.`, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/adminpanel\/diets\/new$/);
    await expect(field(page, "Diet name")).toHaveValue("");
    await expect(field(page, "Diet content")).toHaveValue("");
  }
  // A number another diet has is refused with that diet's name, and the form keeps what was typed.
  await submitDiet(page, { ...fruitDay, dietNumber: "012", dietName: "Green diet" }, "ADD");
  await expect(page.getByRole("alert").filter({ hasText: "already used" })).toHaveText(
    "Diet number 12 is already used by Low salt.",
  );
  await expect(field(page, "Diet name")).toHaveValue("Green diet");

  // LIST: the new ones first; sort by Diet Number and Name; search.
  await page.getByRole("link", { name: "List of Diets", exact: true }).click();
  await expect(page.getByRole("heading", { name: "LIST OF DIETS (2)" })).toBeVisible();
  await expect.poll(() => namesIn(page, "Diets")).toEqual(["Fruit day", "Low salt"]);
  await page.reload();
  await hydrated(page);
  await sortBy(page, "Diet Number", "ascending");
  await expect.poll(() => namesIn(page, "Diets")).toEqual(["Fruit day", "Low salt"]);
  await sortBy(page, "Diet Number", "descending");
  await expect.poll(() => namesIn(page, "Diets")).toEqual(["Low salt", "Fruit day"]);
  await sortBy(page, "Name", "ascending");
  await expect.poll(() => namesIn(page, "Diets")).toEqual(["Fruit day", "Low salt"]);
  await page.getByRole("searchbox", { name: "Search Diets" }).fill("chapatis");
  await expect.poll(() => namesIn(page, "Diets")).toEqual(["Low salt"]);
  await page.getByRole("searchbox", { name: "Search Diets" }).fill("");

  // A row's Copy puts that diet's content on the clipboard; its content opens under the name.
  await page.getByRole("button", { name: "Copy content of Low salt" }).click();
  await expect(
    page
      .getByRole("row", { name: /Low salt/ })
      .getByRole("status")
      .filter({ hasText: "Copied" }),
  ).toHaveText("Copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(lowSalt.dietContent);
  await page.getByText("Content of Low salt", { exact: true }).click();
  await expect(page.getByText("Lunch: two chapatis, dal.", { exact: false })).toBeVisible();
  // Where the browser refuses the clipboard, the row says what to do instead.
  await page.evaluate(() =>
    Object.defineProperty(navigator, "clipboard", { value: { writeText: () => Promise.reject(new Error("denied")) } }),
  );
  await page.getByRole("button", { name: "Copy content of Fruit day" }).click();
  await expect(page.getByRole("row", { name: /Fruit day/ }).getByText(COPY_REFUSED, { exact: true })).toBeVisible();
  await screenshot(page, "clinic-diets-list-360.png");

  // Cancel on UPDATE returns to LIST and changes nothing.
  await page.getByRole("link", { name: "Edit Low salt" }).click();
  await expect(page.getByRole("heading", { name: "Update diet" })).toBeVisible();
  await page.getByRole("link", { name: "Cancel", exact: true }).click();
  await expect(page).toHaveURL(/\/adminpanel\/diets$/);

  // UPDATE: back to LIST with the spec's text, the diet at the top.
  await page.getByRole("link", { name: "Edit Low salt" }).click();
  await expect(page.getByRole("heading", { name: "Update diet" })).toBeVisible();
  await hydrated(page);
  await expect(field(page, "Diet number")).toHaveValue("12");
  await expect(field(page, "Diet type")).toHaveValue("Easy");
  await field(page, "Diet name").fill("Low");
  await expect(page.getByText("Min 4 characters required", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "UPDATE", exact: true })).toBeDisabled();
  await screenshot(page, "clinic-diet-edit-360.png");
  await submitDiet(page, { ...lowSalt, dietType: "Tough", dietName: "Zero salt" }, "UPDATE");
  await expect(page).toHaveURL(/\/adminpanel\/diets$/);
  await expect(page.getByText("The diet 'Zero salt' updated successfully.", { exact: true })).toBeVisible();
  await expect.poll(() => namesIn(page, "Diets")).toEqual(["Zero salt", "Fruit day"]);
  await expect(page.getByRole("row", { name: /Zero salt/ })).toHaveClass(/bg-brand-soft/);
  await expect(page.getByRole("row", { name: /Fruit day/ })).not.toHaveClass(/bg-brand-soft/);

  // The premium download: 'Diets.csv', by diet number, the content's line breaks kept in its cell.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: DOWNLOAD }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("Diets.csv");
  const csv = await readFile((await download.path())!, "utf8");
  expect(csv).toBe(
    "\uFEFFDiet Number,Type,Name,Content\r\n" +
      `3,Fruits,Fruit day,"Apple, papaya and water, 3 litres."\r\n` +
      `12,Tough,Zero salt,"Breakfast: poha, green tea.\nLunch: two chapatis, dal.\nDinner: soup."\r\n`,
  );

  await page.setViewportSize(DESKTOP);
  await screenshot(page, "clinic-diets-list-1280.png");
  // DELETE: the spec's confirmation, 'Delete action in Progress.' while it runs, then the result.
  await deleteWhileHeld(page, "diets", "Fruit day", "Fruit day deleted successfully");
  await expect(page.getByRole("heading", { name: "LIST OF DIETS (1)" })).toBeVisible();
  await gotoReady(page, "/adminpanel/diets/new");
  await screenshot(page, "clinic-diet-add-1280.png");
});
