// The product sheet (spec 2 §4, §5): download, edit, Analyse → Summary Checked → Upload Product Sheet, and every
// refusal with the spec's words as the screen shows them. Each test makes its own shops. What only the server decides
// (another shop's IDs posted to Upload, an unticked upload, bodies over the cap, the download's headers, anonymous
// requests) is checked in tests/integration/admin-sheet-screen.test.ts.
import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import Papa from "papaparse";
import { SHEET_HEADER } from "../fixtures/product-sheet-header";
import { changeShop, newShop, newShopAdmin } from "./admin-fixtures";
import { apiGet } from "./api";
import { gotoReady, productItems, screenshot } from "./helpers";

const SCREEN = "/adminpanel/product-sheet";
const DONE = "Update/Add Operations Successful !";

type Sheet = string[][];
const toText = (rows: Sheet) => Papa.unparse(rows, { newline: "\r\n" });
const parse = (text: string): Sheet => Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data;
const csv = (rows: Sheet, name = "products.csv") => ({ name, mimeType: "text/csv", buffer: Buffer.from(toText(rows)) });
/** A new row (no ID) in the sheet's column order. */
const newRow = (name: string, finalPrice = "45", over: Partial<Record<(typeof SHEET_HEADER)[number], string>> = {}) =>
  SHEET_HEADER.map(
    (h) =>
      ({
        ID: "",
        Name: name,
        MRP: "50",
        "Final price": finalPrice,
        Unit: "Number",
        Instock: "Yes",
        Rating: "9",
        ...over,
      })[h] ?? "",
  );

async function openSheet(page: Page) {
  await gotoReady(page, SCREEN);
  await expect(page.getByRole("heading", { level: 1, name: "PRODUCT SHEET" })).toBeVisible();
}

/** Downloads through the link, as the owner does; returns the rows (header first) and the file name. */
async function download(page: Page): Promise<{ rows: Sheet; fileName: string; text: string }> {
  const pending = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download Product Sheet" }).click();
  const file = await pending;
  const text = readFileSync((await file.path())!, "utf8");
  return { rows: parse(text), fileName: file.suggestedFilename(), text };
}

/** The shop's catalogue as a fresh download holds it: what the server has now, read back through the product. */
async function currentSheet(page: Page): Promise<Sheet> {
  const response = await apiGet(page.request, "/adminpanel/product-sheet.csv");
  expect(response.status()).toBe(200);
  return parse(await response.text());
}

/** Chooses the file and analyses it (the page has hydrated: openSheet). */
async function analyse(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByLabel("Product sheet (CSV)").setInputFiles(file);
  const button = page.getByRole("button", { name: "Analyse" });
  await expect(button).toBeEnabled();
  await button.click();
  await expect(page.getByRole("heading", { name: "Summary" })).toBeVisible();
}

const group = (page: Page, title: string) => page.getByRole("region", { name: title });
const uploadButton = (page: Page) => page.getByRole("button", { name: "Upload Product Sheet" });

async function upload(page: Page) {
  await expect(uploadButton(page)).toBeDisabled();
  await page.getByLabel("Summary Checked").check();
  await expect(uploadButton(page)).toBeEnabled();
  await uploadButton(page).click();
  await expect(page.getByText(DONE, { exact: true })).toBeVisible();
  // The file that was just applied is cleared: its new rows cannot be added twice by a second click.
  await expect(page.getByRole("button", { name: "Analyse" })).toBeDisabled();
}

/** Ticking the box does not enable the upload while the analysis has something wrong. */
async function expectUploadBlocked(page: Page) {
  await page.getByLabel("Summary Checked").check();
  await expect(uploadButton(page)).toBeDisabled();
  await page.getByLabel("Summary Checked").uncheck();
}

test("sheet round trip: add rows, download, edit a price and add a row, analyse, upload, and the store shows it", async ({
  page,
}) => {
  const admin = await newShopAdmin(page, { type: "grocery", at: null });
  await openSheet(page);
  await expect(page.getByText(/All 0 products of your store/)).toBeVisible();
  const first = await download(page);
  expect(first.fileName).toBe(`${admin.shopUrl}-products.csv`);
  expect(first.text.startsWith("\uFEFF")).toBe(true);
  expect(first.rows).toEqual([SHEET_HEADER]);

  // A new store fills its catalogue from the sheet.
  await analyse(
    page,
    csv([
      SHEET_HEADER,
      newRow("Sheet Tea 250 g", "130", { MRP: "135.50", Information: "Pack, 250 g" }),
      newRow("Sheet Sugar 1 kg"),
    ]),
  );
  await expect(group(page, "To add (2)")).toContainText("Sheet Tea 250 g");
  await upload(page);

  const second = await download(page);
  expect(second.rows.map((r) => r.slice(1, 9))).toEqual([
    SHEET_HEADER.slice(1, 9),
    ["Sheet Tea 250 g", "", "Pack, 250 g", "135.5", "130", "Number", "Yes", "9"],
    ["Sheet Sugar 1 kg", "", "", "50", "45", "Number", "Yes", "9"],
  ]);
  const edited = second.rows.map((r) => [...r]);
  edited[1]![5] = "120";
  edited.push(newRow("Sheet Jaggery", "60", { Unit: "Multiple of 500 gm", Rating: "10" }));
  await analyse(page, csv(edited));
  await expect(group(page, "To update (1)")).toContainText("Sheet Tea 250 g");
  await expect(group(page, "To update (1)")).toContainText("Final price: 130 → 120");
  await expect(group(page, "To add (1)")).toContainText("Sheet Jaggery");
  await expect(page.getByText("Unchanged (1)")).toBeVisible();
  await screenshot(page, "admin-sheet-analysis-ok-360.png");
  await upload(page);

  // The store as a guest sees it (the fixture's shop has no home page: it opens on the customer form).
  await gotoReady(page, `/${admin.shopUrl}`);
  await page.getByRole("button", { name: "Proceed as Guest" }).click();
  await expect(productItems(page).filter({ hasText: "Sheet Tea 250 g" })).toContainText("Rs. 120");
  await expect(productItems(page).filter({ hasText: "Sheet Jaggery" })).toContainText("Rs. 60");
});

/** A vegetable store starts with the master list: a shop with products, and its downloaded sheet. */
async function shopWithProducts(page: Page) {
  const admin = await newShopAdmin(page, { type: "vegetables", at: null });
  await openSheet(page);
  const { rows } = await download(page);
  expect(rows.length).toBeGreaterThan(5);
  return { admin, rows, count: rows.length - 1 };
}

test("the whole-sheet refusals say the spec's words, and nothing is uploaded", async ({ page, request }) => {
  const { admin, rows, count } = await shopWithProducts(page);

  const cases: [string, Sheet][] = [
    ["Invalid data", [SHEET_HEADER]],
    ["Sorry...products without ID", rows.map((r, i) => (i === 0 ? r : ["", ...r.slice(1)]))],
    ["Products Mismatch.. Use latest downloaded file...", rows.slice(0, -1)],
  ];
  for (const [message, sheet] of cases) {
    await analyse(page, csv(sheet));
    await expect(page.getByRole("alert").filter({ hasText: message })).toBeVisible();
    await expectUploadBlocked(page);
  }

  // Another shop's product ID on a row: refused on that row. The other shop's ID is read from its own download.
  const other = await newShop(request, { prefix: "othr", products: [{ name: "Other Tea", mrp: 99, price: 99 }] });
  const otherSheet = await apiGet(request, "/adminpanel/product-sheet.csv", {
    headers: { Cookie: `${other.cookie.name}=${other.cookie.value}` },
  });
  const otherId = parse(await otherSheet.text())[1]![0]!;
  await analyse(page, csv([...rows, [otherId, ...newRow("Not mine").slice(1)]]));
  await expect(group(page, "Rejected (1)")).toContainText(`Row ${rows.length + 1}`);
  await expect(
    group(page, "Rejected (1)").getByText("Do not write ID for new products...", { exact: true }),
  ).toBeVisible();
  await expectUploadBlocked(page);

  // The plan's products limit, as the platform owner sets it.
  await changeShop(page.request, admin.shopUrl, { productsLimit: count });
  await analyse(page, csv([...rows, newRow("One too many")]));
  await expect(
    page.getByRole("alert").filter({
      hasText: `The store has reached the limit of ${count} products. Go to Store-Settings to change the plan`,
    }),
  ).toBeVisible();
  await expectUploadBlocked(page);
  expect(await currentSheet(page)).toEqual(rows);
});

test("bad rows are refused with their row number and reason, bad files at once, and nothing is uploaded", async ({
  page,
}) => {
  const { rows, count } = await shopWithProducts(page);

  // Rows that break the product form's rules, each with its row number and reason, next to good changes.
  const mixed = rows.map((r) => [...r]);
  mixed[1]![5] = "1";
  mixed.push(
    newRow("Sheet Garlic"),
    newRow("Bad price", "abc"),
    newRow("Bad unit", "45", { Unit: "Dozen" }),
    newRow("", "45"),
  );
  await analyse(page, csv(mixed));
  const rejected = group(page, "Rejected (3)");
  await expect(rejected.getByText("Final price: Enter only digits", { exact: true })).toBeVisible();
  await expect(
    rejected.getByText(
      "Unit: Unit 'Dozen' is not one of: Number, Multiple of 250 gm, Multiple of 1 kg, Multiple of 500 gm, 10 kg and above",
      { exact: true },
    ),
  ).toBeVisible();
  await expect(rejected.getByText("Name: Product name is required", { exact: true })).toBeVisible();
  await expect(rejected).toContainText(`Row ${rows.length + 2}`);
  await expect(group(page, "To add (1)")).toContainText("Sheet Garlic");
  await expect(group(page, "To update (1)")).toBeVisible();
  await expect(page.getByText(`Unchanged (${count - 1})`)).toBeVisible();
  await expectUploadBlocked(page);
  await screenshot(page, "admin-sheet-analysis-360.png");
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, "admin-sheet-analysis-1280.png");
  await page.setViewportSize({ width: 360, height: 780 });

  // Not a CSV, or too big: refused as soon as it is chosen.
  const input = page.getByLabel("Product sheet (CSV)");
  await input.setInputFiles({
    name: "photo.png",
    mimeType: "image/png",
    buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  });
  await expect(page.getByRole("alert").filter({ hasText: "Invalid file..." })).toContainText("Check type of file");
  await expect(page.getByRole("button", { name: "Analyse" })).toBeDisabled();
  await input.setInputFiles({
    name: "big.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`${toText(rows)}\r\n${"x".repeat(20_000)}`),
  });
  await expect(page.getByRole("alert").filter({ hasText: "Invalid file..." })).toContainText(
    "File-size should be below 20kb",
  );
  await expect(page.getByRole("button", { name: "Analyse" })).toBeDisabled();

  expect(await currentSheet(page)).toEqual(rows);
});
