// Issue 30, item 3: "Download all my data" as a shop admin does it on a phone — from Your Account, prepared by the
// Queue with its progress on screen, then one ZIP holding the shop's records and a README — and the same ZIP imported
// by the platform owner as a new shop (docs/decisions/0037 "Import"): the page's script streams it to the Worker (up to
// 100 MB) and the screen follows the Queue's import. What only the server decides (another shop's admin, every row of
// every table, the limit a day, a repeated or refused upload) is in tests/integration/data-export.test.ts and
// shop-import.test.ts.

import { inflateRawSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { newShopAdmin } from "./admin-fixtures";
import { gotoReady, hydrated, screenshot } from "./helpers";
import { PRODUCTS } from "./order-helpers";
import { signInOwner, unique } from "./owner-helpers";

/** A ZIP's files by name, read from its central directory (stored or deflated entries, as the archive is written). */
function unzip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    const method = zip.readUInt16LE(at + 10);
    const stored = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.toString("utf8", at + 46, at + 46 + nameLength);
    const local = zip.readUInt32LE(at + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + stored);
    files.set(name, method === 8 ? inflateRawSync(data) : data);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return files;
}

test("Download all my data: asked from Your Account, prepared with its progress, one ZIP of the shop's records; the owner imports it as a new shop", async ({
  page,
  browser,
}) => {
  // A download prepared by the Queue, then an import by it: on a loaded two-core machine it nears a minute.
  test.slow();
  const admin = await newShopAdmin(page, { prefix: "mydata", products: PRODUCTS, at: "/adminpanel/account" });
  await page.getByRole("link", { name: "Prepare and download" }).click();
  await expect(page.getByRole("heading", { name: "Download all my data" })).toBeVisible();
  await page.getByRole("button", { name: "Prepare my data" }).click();
  // The progress shows while the Queue works, and the screen follows it without a reload.
  await expect(
    page.getByText(/^(Copying your records: \d+ of \d+ tables|Packing files: \d+ of \d+|Waiting to start…)$/),
  ).toBeVisible();
  await expect(page.getByRole("status")).toHaveText(
    "Your file is being prepared. You can leave this page and come back; it is kept for 7 days.",
  );
  await screenshot(page, "my-data-preparing-360.png");
  await expect(page.getByText("Your file is ready.")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole("button", { name: "Prepare my data" })).toBeVisible();
  await screenshot(page, "my-data-ready-360.png");

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: /^Download the ZIP prepared on / }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^yaadi-${admin.shopUrl}-\\d{4}-\\d{2}-\\d{2}\\.zip$`));
  const { readFile } = await import("node:fs/promises");
  const files = unzip(await readFile((await download.path())!));
  expect(files.get("README.txt")!.toString()).toContain(`(${admin.shopUrl}) kept in Yaadi`);
  const manifest = JSON.parse(files.get("manifest.json")!.toString()) as {
    tables: { name: string; rows: number; parts: { file: string }[] }[];
  };
  const products = manifest.tables.find((t) => t.name === "products")!;
  expect(products.rows).toBe(PRODUCTS.length);
  const names = products.parts
    .flatMap((p) => files.get(`data/${p.file}`)!.toString().trim().split("\n"))
    .map((line) => (JSON.parse(line) as { name: string }).name);
  expect(names.sort()).toEqual(PRODUCTS.map((p) => p.name).sort());

  // The owner imports the same ZIP as a new shop, through the page's script.
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

  // A URL reserved: the server's sentence, and the owner corrects it on the same screen.
  await owner.getByLabel("The shop's ZIP").setInputFiles((await download.path())!);
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

test("Download all my data in Marathi", async ({ page }) => {
  await newShopAdmin(page, { prefix: "mydatamr", language: "mr", at: null });
  await gotoReady(page, "/adminpanel/my-data");
  await expect(page.getByRole("heading", { name: "माझा सगळा डेटा डाउनलोड करा" })).toBeVisible();
  await page.getByRole("button", { name: "माझा डेटा तयार करा" }).click();
  await expect(page.getByText("तुमची फाइल तयार आहे.")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole("link", { name: /ला तयार केलेली ZIP डाउनलोड करा$/ })).toBeVisible();
  await screenshot(page, "my-data-ready-mr-360.png");
});
