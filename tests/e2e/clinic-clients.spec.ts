// Spec 3 §2 "Diet-clinic admin", §4 "Panels" and "Client options", §5 "Client", §8, §9: a diet clinic's Clients
// screens — the single toggle button ('Add a Client' / 'List of Clients') and Cancel, add (stays on
// ADD), update (back to LIST, on top), delete with the spec's confirmation, live messages, the phone's WhatsApp/Address
// toggles, sorting, search and the premium download's content. What only the server decides (a shop that is not a
// clinic, another clinic's ids, posts on version 1, refusals) is in tests/integration/clinic-clients.test.ts; the
// version-1 lock's screens, in tests/integration/panel-locks.test.ts.
import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { newShopAdmin } from "./admin-fixtures";
import { gotoReady, hydrated, screenshot } from "./helpers";
import { deleteWhileHeld, namesIn, sortBy } from "./list-helpers";

const DESKTOP = { width: 1280, height: 800 };
// app/domain/admin/messages.ts and app/domain/clinic/clinic.ts (spec 3 §1, §2), copied: tests/e2e does not import app/.
const DOWNLOAD = "Download Client Information";

type Client = {
  name: string;
  age: string;
  address: string;
  whatsApp: string;
  weight: string;
  height: string;
  illness: string;
  status: string;
  day: string;
  extra: string;
};
const asha: Client = {
  name: "Asha Deshmukh",
  age: "42",
  address: "12, MG Road, Pune",
  whatsApp: "9876543210",
  weight: "72 kg",
  height: "5 ft 4 in",
  illness: "Thyroid",
  status: "Active",
  day: "Wednesday",
  extra: "No sugar",
};
const ravi: Client = {
  name: "Ravi Kulkarni",
  age: "35",
  address: "Shivajinagar, Pune",
  whatsApp: "9123456780",
  weight: "88 kg",
  height: "170 cm",
  illness: "Diabetes",
  status: "enquired",
  day: "Monday",
  extra: "Morning delivery",
};

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function expectLiveMessage(page: Page, label: string, typed: string, message: string) {
  await field(page, label).fill(typed);
  await expect(page.getByText(message, { exact: true })).toBeVisible();
}

/** Fills the open ADD or UPDATE form. */
async function fillClient(page: Page, c: Client) {
  await field(page, "Name").fill(c.name);
  await field(page, "WhatsApp number").fill(c.whatsApp);
  await field(page, "Address").fill(c.address);
  await field(page, "Age").fill(c.age);
  await field(page, "Weight").fill(c.weight);
  await field(page, "Height").fill(c.height);
  await field(page, "Illness").fill(c.illness);
  await field(page, "Status").selectOption(c.status);
  await field(page, "Delivery day").selectOption(c.day);
  await field(page, "Extra information").fill(c.extra);
}

/** Adds clients on the open ADD screen: the spec's text each time, and an empty form for the next. */
async function addClients(page: Page, list: Client[]) {
  for (const c of list) {
    await fillClient(page, c);
    await page.getByRole("button", { name: "ADD", exact: true }).click();
    await expect(page.getByText(`Client ${c.name} added successfully.`, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/adminpanel\/clients\/new$/);
    await expect(field(page, "Name")).toHaveValue("");
    await expect(field(page, "Status")).toHaveValue("");
  }
}

test("the toggle and Cancel; add stays on ADD, live messages; update returns to LIST with the client on top", async ({
  page,
}) => {
  // A whole screen's walk (LIST, ADD, UPDATE, delete, download): on a loaded two-core machine it nears 30 s.
  test.slow();
  await newShopAdmin(page, { type: "dietClinic", prefix: "cla", owner: { version: 2 } });
  await page.getByRole("region", { name: "Manage" }).getByRole("link", { name: "Clients", exact: true }).click();
  await expect(page.getByRole("heading", { name: "NO CLIENTS" })).toBeVisible();
  await hydrated(page);

  // One top button: 'Add a Client' on LIST, 'List of Clients' on ADD.
  await page.getByRole("link", { name: "Add a Client", exact: true }).click();
  await expect(page).toHaveURL(/\/adminpanel\/clients\/new$/);
  await expect(page.getByRole("heading", { name: "Add Client" })).toBeVisible();
  await expect(page.getByRole("link", { name: "List of Clients", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Add a Client", exact: true })).toHaveCount(0);

  // Live messages (spec 3 §5); ADD stays disabled while any shows.
  const add = page.getByRole("button", { name: "ADD", exact: true });
  await expectLiveMessage(page, "Name", "Asha", "Min 5 characters required");
  await expectLiveMessage(page, "Age", "4a", "Enter only digits");
  await expectLiveMessage(page, "WhatsApp number", "98765", "Min 10 digits required");
  await expectLiveMessage(page, "Illness", "x".repeat(101), "Maximum 100 characters allowed");
  await field(page, "Status").selectOption("Active");
  await field(page, "Status").selectOption("");
  await expect(page.getByText("Status is required", { exact: true })).toBeVisible();
  await expect(add).toBeDisabled();
  await screenshot(page, "clinic-client-add-messages-360.png");
  await fillClient(page, asha);
  await expect(page.getByText("Status is required", { exact: true })).toHaveCount(0);
  await expect(add).toBeEnabled();
  await screenshot(page, "clinic-client-add-360.png");
  await add.click();
  await expect(page.getByText("Client Asha Deshmukh added successfully.", { exact: true })).toBeVisible();
  await expect(field(page, "Name")).toHaveValue("");
  await addClients(page, [ravi]);

  // Cancel returns to LIST; the clients just added come first.
  await page.getByRole("link", { name: "Cancel", exact: true }).click();
  await expect(page).toHaveURL(/\/adminpanel\/clients$/);
  await expect(page.getByRole("heading", { name: "LIST OF CLIENTS (2)" })).toBeVisible();
  await expect.poll(() => namesIn(page, "Clients")).toEqual(["Ravi Kulkarni", "Asha Deshmukh"]);

  // UPDATE: the form holds the stored values; back to LIST with the spec's text, the client on top and highlighted.
  await page.getByRole("link", { name: "Edit Asha Deshmukh" }).click();
  await expect(page.getByRole("heading", { name: "Update Client" })).toBeVisible();
  await hydrated(page);
  await expect(page.getByRole("link", { name: "List of Clients", exact: true })).toBeVisible();
  await expect(field(page, "Age")).toHaveValue("42");
  await expect(field(page, "Delivery day")).toHaveValue("Wednesday");
  await expectLiveMessage(page, "Extra information", "x", "Min 2 characters required");
  await expect(page.getByRole("button", { name: "UPDATE", exact: true })).toBeDisabled();
  await field(page, "Extra information").fill("No sugar, less salt");
  await field(page, "Name").fill("Asha Patil");
  await field(page, "Status").selectOption("On Hold");
  await screenshot(page, "clinic-client-edit-360.png");
  await page.getByRole("button", { name: "UPDATE", exact: true }).click();
  await expect(page).toHaveURL(/\/adminpanel\/clients$/);
  await expect(page.getByText("The client 'Asha Patil' updated successfully.", { exact: true })).toBeVisible();
  await expect.poll(() => namesIn(page, "Clients")).toEqual(["Asha Patil", "Ravi Kulkarni"]);
  const updated = page.getByRole("row", { name: /Asha Patil/ });
  await expect(updated).toHaveClass(/bg-brand-soft/);
  await expect(updated.getByRole("cell", { name: "On Hold", exact: true })).toBeVisible();

  // Cancel on UPDATE changes nothing.
  await page.getByRole("link", { name: "Edit Ravi Kulkarni" }).click();
  await hydrated(page);
  await field(page, "Name").fill("Someone Else");
  await page.getByRole("link", { name: "Cancel", exact: true }).click();
  await expect(page).toHaveURL(/\/adminpanel\/clients$/);
  await expect(page.getByRole("link", { name: "Edit Ravi Kulkarni" })).toBeVisible();
  await page.setViewportSize(DESKTOP);
  await gotoReady(page, "/adminpanel/clients/new");
  await screenshot(page, "clinic-client-add-1280.png");
});

test("the list on a phone and a desktop: toggles, sort, search, the download's content, delete with confirmation", async ({
  page,
}) => {
  // A whole screen's walk (LIST, ADD, UPDATE, delete, download): on a loaded two-core machine it nears 30 s.
  test.slow();
  await newShopAdmin(page, { type: "dietClinic", prefix: "cll", owner: { version: 2 }, at: "/adminpanel/clients/new" });
  await addClients(page, [asha, ravi]);
  await gotoReady(page, "/adminpanel/clients");
  await expect(page.getByRole("heading", { name: "LIST OF CLIENTS (2)" })).toBeVisible();

  // A phone shows Client, Status and Day ("Wed" for Wednesday); WhatsApp and Address only behind their toggles, under
  // the client's name, so nothing runs off the row.
  const table = page.getByRole("table", { name: "Clients" });
  const shown = (text: string) => table.getByText(text, { exact: true }).filter({ visible: true });
  for (const column of ["Client", "Status", "Day"])
    await expect(table.getByRole("columnheader", { name: new RegExp(`^${column}`) })).toBeVisible();
  for (const column of ["WhatsApp", "Address"])
    await expect(table.getByRole("columnheader", { name: column })).toBeHidden();
  await expect(shown("Wed")).toHaveCount(1);
  await expect(shown("9876543210")).toHaveCount(0);
  await expect(shown("12, MG Road, Pune")).toHaveCount(0);
  await page.getByRole("checkbox", { name: "WhatsApp" }).check();
  await expect(shown("9876543210")).toHaveCount(1);
  await expect(shown("9123456780")).toHaveCount(1);
  await expect(shown("12, MG Road, Pune")).toHaveCount(0);
  await page.getByRole("checkbox", { name: "Address" }).check();
  await expect(shown("12, MG Road, Pune")).toHaveCount(1);
  await screenshot(page, "clinic-clients-list-toggles-360.png");
  await page.getByRole("checkbox", { name: "WhatsApp" }).uncheck();
  await expect(shown("9876543210")).toHaveCount(0);
  await expect(shown("12, MG Road, Pune")).toHaveCount(1);
  await page.getByRole("checkbox", { name: "Address" }).uncheck();
  await expect(shown("12, MG Road, Pune")).toHaveCount(0);
  // Every row's Edit and Delete are on the screen, not scrolled off to the right.
  for (const action of ["Edit Asha Deshmukh", "Delete Asha Deshmukh"])
    await expect(page.getByRole(action.startsWith("Edit") ? "link" : "button", { name: action })).toBeInViewport({
      ratio: 1,
    });
  await screenshot(page, "clinic-clients-list-360.png");

  // Sorting: Day in the week's order, Status in the spec's order, Client by name; the search box. After a reload the
  // just-added clients no longer lead, so the columns decide the order.
  await page.reload();
  await hydrated(page);
  await sortBy(page, "Day", "ascending");
  await expect.poll(() => namesIn(page, "Clients")).toEqual(["Ravi Kulkarni", "Asha Deshmukh"]);
  await sortBy(page, "Day", "descending");
  await expect.poll(() => namesIn(page, "Clients")).toEqual(["Asha Deshmukh", "Ravi Kulkarni"]);
  await sortBy(page, "Status", "ascending");
  await expect.poll(() => namesIn(page, "Clients")).toEqual(["Ravi Kulkarni", "Asha Deshmukh"]);
  await sortBy(page, "Client", "ascending");
  await expect.poll(() => namesIn(page, "Clients")).toEqual(["Asha Deshmukh", "Ravi Kulkarni"]);
  await page.getByRole("searchbox", { name: "Search Clients" }).fill("91234");
  await expect.poll(() => namesIn(page, "Clients")).toEqual(["Ravi Kulkarni"]);
  await page.getByRole("searchbox", { name: "Search Clients" }).fill("");

  // The premium download: 'Clients.csv', by name, the number kept as text and commas in addresses as hyphens.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: DOWNLOAD }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("Clients.csv");
  const csv = await readFile(await download.path(), "utf8");
  const lines = csv.split("\r\n");
  expect(lines[0]).toBe(
    "\uFEFFName,Age,Address,WhatsApp No.,Weight,Height,Illness,Status,Delivery Day,Extra Info,Date Added",
  );
  expect(lines[1]).toMatch(
    /^Asha Deshmukh,42,12- MG Road- Pune,"=""9876543210""",72 kg,5 ft 4 in,Thyroid,Active,Wednesday,No sugar,\d{1,2}\/\d{1,2}\/20\d\d$/,
  );
  expect(lines[2]).toMatch(
    /^Ravi Kulkarni,35,Shivajinagar- Pune,"=""9123456780""",88 kg,170 cm,Diabetes,enquired,Monday,Morning delivery,\d{1,2}\/\d{1,2}\/20\d\d$/,
  );
  expect(lines.slice(3)).toEqual([""]);
  await expect(page.getByText("Client information downloaded.", { exact: true })).toBeVisible();

  // A desktop shows every column without the toggles.
  await page.setViewportSize(DESKTOP);
  await expect(page.getByRole("checkbox", { name: "WhatsApp" })).toBeHidden();
  await expect(table.getByRole("columnheader", { name: "WhatsApp" })).toBeVisible();
  await expect(shown("9876543210")).toHaveCount(1);
  await expect(shown("12, MG Road, Pune")).toHaveCount(1);
  await expect(shown("Wednesday")).toHaveCount(1);
  await screenshot(page, "clinic-clients-list-1280.png");

  // DELETE: the spec's confirmation, 'Delete action in Progress.' while it runs, then the result.
  await deleteWhileHeld(page, "clients", "Ravi Kulkarni", "Ravi Kulkarni deleted successfully");
  await expect(page.getByRole("heading", { name: "LIST OF CLIENTS (1)" })).toBeVisible();
  await expect.poll(() => namesIn(page, "Clients")).toEqual(["Asha Deshmukh"]);
});
