import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { readZipFromR2 } from "#app/server/data-export/zip-reader.server";
import {
  DATA_EXPORT_KEEP_DAYS,
  DATA_EXPORTS_PER_DAY,
  deleteOldDataExports,
} from "#app/server/shop-data/data-export.server";
import { type Manifest, sha256Hex } from "#app/server/shop-data/format";
import { SHOP_TABLES, shopColumn } from "#app/server/shop-data/tables";
import { shopBackups } from "#db/schema/backups";
import { dataExports } from "#db/schema/data-exports";
import { finishedDataExport } from "./data-export-driver";
import { asAdminOf, createTestShop, db, type TestShop } from "./helpers";
import { get, postForm } from "./route-harness";
import { type FilledShop, fillShop, makeShopReady } from "./shop-fixtures";

/*
 * "Download all my data" through the Worker, its Queue running in the background as in production: the admin asks,
 * the backup and the packing run, the ZIP holds every row of the shop (and none of another's) and its images, and
 * only the shop's own admin can download it.
 */

let a: TestShop;
let b: TestShop;
let aFill: FilledShop;
let bFill: FilledShop;
let tokenA: string;
let tokenB: string;

beforeAll(async () => {
  a = await createTestShop();
  b = await createTestShop();
  for (const shop of [a, b]) await makeShopReady(shop);
  aFill = await fillShop(a, "a");
  bFill = await fillShop(b, "b");
  tokenA = (await asAdminOf(a)).token!;
  tokenB = (await asAdminOf(b)).token!;
});

async function unzipped(bytes: ArrayBuffer) {
  const key = `tests/data-export/${crypto.randomUUID()}.zip`;
  await env.FILES.put(key, bytes);
  const files = new Map<string, Uint8Array>();
  await readZipFromR2(env.FILES, key, async (name, data) => {
    files.set(name, data);
  });
  return files;
}

describe("Download all my data", () => {
  it("packs every row and image of the shop, and only of the shop, for its own admin", async () => {
    const screen = await get("/adminpanel/my-data", { token: tokenA });
    expect(screen.status).toBe(200);
    expect(await screen.text()).toContain("Prepare my data");

    const asked = await postForm("/adminpanel/my-data", {}, { token: tokenA });
    expect(asked.status).toBe(302);
    // A second tap while it is being made asks for nothing more.
    await postForm("/adminpanel/my-data", {}, { token: tokenA });
    const made = await finishedDataExport(a.id);
    expect(made.status).toBe("ready");
    expect(await db().select().from(dataExports).where(eq(dataExports.shopId, a.id))).toHaveLength(1);
    expect(await db().select().from(dataExports).where(eq(dataExports.shopId, b.id))).toHaveLength(0);

    // Another shop's admin and a visitor get nothing.
    expect((await get(`/adminpanel/my-data/${made.id}/file`, { token: tokenB })).status).toBe(404);
    expect((await get(`/adminpanel/my-data/${made.id}/file`)).status).toBe(302);

    const download = await get(`/adminpanel/my-data/${made.id}/file`, { token: tokenA });
    expect(download.status).toBe(200);
    expect(download.headers.get("Content-Type")).toBe("application/zip");
    expect(download.headers.get("Content-Disposition")).toMatch(
      new RegExp(`^attachment; filename="yaadi-${a.url}-\\d{4}-\\d{2}-\\d{2}\\.zip"$`),
    );
    const files = await unzipped(await download.arrayBuffer());

    const readme = new TextDecoder().decode(files.get("README.txt"));
    expect(readme).toMatch(
      new RegExp(`^All the data of .+ \\(${a.url}\\) kept in Yaadi, as on \\d{4}-\\d{2}-\\d{2}\\.`),
    );
    expect(readme).toContain("चा Yaadi मध्ये ठेवलेला सगळा डेटा");
    expect(readme).toContain("का Yaadi में रखा पूरा डेटा");

    const manifest = JSON.parse(new TextDecoder().decode(files.get("manifest.json"))) as Manifest;
    expect(manifest.shop).toMatchObject({ id: a.id, url: a.url });
    for (const table of SHOP_TABLES) {
      const { results } = await env.DB.prepare(`select * from "${table.name}" where "${shopColumn(table)}" = ?`)
        .bind(a.id)
        .all<Record<string, unknown>>();
      const listed = manifest.tables.find((t) => t.name === table.name)!;
      expect(listed.rows, table.name).toBe(results.length);
      const rows: Record<string, unknown>[] = [];
      for (const part of listed.parts) {
        const data = files.get(`data/${part.file}`)!;
        expect(await sha256Hex(data as Uint8Array<ArrayBuffer>), part.file).toBe(part.sha256);
        rows.push(
          ...new TextDecoder()
            .decode(data)
            .split("\n")
            .filter(Boolean)
            .map((line) => JSON.parse(line) as Record<string, unknown>),
        );
      }
      expect(rows.length, table.name).toBe(results.length);
      for (const row of rows) expect(row[shopColumn(table)], table.name).toBe(a.id);
    }
    // The filled shop's products, customers and orders are all there.
    for (const kind of ["products", "customers", "yaadies"]) {
      expect(manifest.tables.find((t) => t.name === kind)!.rows, kind).toBeGreaterThanOrEqual(aFill.ids[kind]!.length);
    }

    // The logo, the store images and the payment's screenshot travel as they are.
    const images = [...files.keys()].filter((name) => name.startsWith("images/"));
    expect(images.length).toBeGreaterThanOrEqual(3);
    for (const name of images) {
      const original = await env.FILES.get(name.slice("images/".length));
      expect(new Uint8Array(await original!.arrayBuffer()), name).toEqual(files.get(name));
    }
    const text = [...files.entries()]
      .filter(([name]) => !name.startsWith("images/"))
      .map(([, data]) => new TextDecoder().decode(data))
      .join("\n");
    expect(text).toContain(aFill.privateMark);
    expect(text).not.toContain(bFill.privateMark);
    expect(text).not.toContain(bFill.catalogueMark);
  });

  it(`makes at most ${DATA_EXPORTS_PER_DAY} a day, saying so, and the hourly job removes them after ${DATA_EXPORT_KEEP_DAYS} days`, async () => {
    const shop = await createTestShop();
    await makeShopReady(shop);
    const token = (await asAdminOf(shop)).token!;
    for (let i = 0; i < DATA_EXPORTS_PER_DAY; i++) {
      expect((await postForm("/adminpanel/my-data", {}, { token })).status).toBe(302);
      expect((await finishedDataExport(shop.id)).status).toBe("ready");
    }
    const refused = await postForm("/adminpanel/my-data", {}, { token });
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain("You have prepared 3 files in the last day. Please try again tomorrow.");
    expect(await db().select().from(dataExports).where(eq(dataExports.shopId, shop.id))).toHaveLength(
      DATA_EXPORTS_PER_DAY,
    );

    const kept = await db().select().from(dataExports).where(eq(dataExports.shopId, shop.id));
    expect(await deleteOldDataExports(env, Date.now() + (DATA_EXPORT_KEEP_DAYS + 1) * 86_400_000)).toBeGreaterThan(0);
    expect(await db().select().from(dataExports).where(eq(dataExports.shopId, shop.id))).toHaveLength(0);
    for (const row of kept) {
      expect(await env.FILES.head(row.fileKey!)).toBeNull();
      expect(await db().select().from(shopBackups).where(eq(shopBackups.id, row.backupId!))).toHaveLength(0);
    }
  });
});
