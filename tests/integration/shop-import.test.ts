import { env } from "cloudflare:test";
import { count, eq } from "drizzle-orm";
import { zipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { importedImageKey, NOT_REFERENCES, UNDECLARED_REFERENCES } from "#app/domain/shop-import";
import {
  addEntry,
  recordReminder,
  reverseEntry,
  setCreditLimit,
  shareStatement,
} from "#app/server/admin/ledger.server";
import { bindToShop } from "#app/server/admin/shop-scope.server";
import { readZipFromR2 } from "#app/server/data-export/zip-reader.server";
import { askFromStatement, askFromYaadi } from "#app/server/forget-requests.server";
import { IMPORT_MAX_BYTES, IMPORT_MESSAGES } from "#app/server/owner/shop-import.server";
import { IMPORT_ARCHIVE_PATH } from "#app/server/owner/shop-import-upload.server";
import { FILE_COLUMNS } from "#app/server/shop-data/data-export.server";
import { type Manifest, partRows, sha256Hex } from "#app/server/shop-data/format";
import { createImport, runImport } from "#app/server/shop-data/import.server";
import { platformUniqueColumns } from "#app/server/shop-data/import-rows.server";
import { SHOP_TABLES, shopColumn } from "#app/server/shop-data/tables";
import { shopImports } from "#db/schema/backups";
import { yaadies } from "#db/schema/orders";
import { auditEvents, shops } from "#db/schema/platform";
import { finishedDataExport } from "./data-export-driver";
import { asAdminOf, asOwner, createTestShop, db, type TestShop, uniqueSuffix } from "./helpers";
import { type FormFields, formOf, get, postForm, send, writeToken } from "./route-harness";
import { type FilledShop, fillShop, makeShopReady, shopRowsSnapshot } from "./shop-fixtures";

/*
 * The round trip of issue 30: a shop with every kind of row downloaded as "Download all my data", the archive imported
 * as a new shop, and every table compared row for row with the ids, shop, tokens and image keys carried over.
 */

type Row = Record<string, unknown>;
let a: TestShop;
let c: TestShop;
let archive: Map<string, Uint8Array>;
let archiveBytes: ArrayBuffer;
let aFill: FilledShop;

const setCell = async (shopId: number, cell: number) => {
  await db().update(shops).set({ cell }).where(eq(shops.id, shopId));
};

/** The shop's "Download all my data" ZIP; `beforePacking` runs once it is asked for, before its job reads the shop. */
async function exported(shop: TestShop, beforePacking = async () => {}): Promise<ArrayBuffer> {
  const token = (await asAdminOf(shop)).token!;
  expect((await postForm("/adminpanel/my-data", {}, { token })).status).toBe(302);
  await beforePacking();
  const row = await finishedDataExport(shop.id);
  expect(row.status).toBe("ready");
  return (await (await env.FILES.get(row.fileKey!))!.arrayBuffer()) as ArrayBuffer;
}

async function upload(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  const key = `imports/tests/${crypto.randomUUID()}.zip`;
  await env.FILES.put(key, bytes);
  return key;
}

async function rowsOf(table: string, shopId: number): Promise<Row[]> {
  const column = table === "shops" ? "id" : "shop_id";
  const { results } = await env.DB.prepare(`select * from "${table}" where "${column}" = ?`).bind(shopId).all<Row>();
  return results;
}

/** Every shop's file in R2 (the images an import copies). */
async function shopFiles(): Promise<string[]> {
  const keys: string[] = [];
  for (const prefix of ["public/shops/", "private/shops/"]) {
    let cursor: string | undefined;
    do {
      const page = await env.FILES.list({ prefix, cursor, limit: 1000 });
      keys.push(...page.objects.map((o) => o.key));
      cursor = page.truncated ? page.cursor : undefined;
    } while (cursor);
  }
  return keys.sort();
}

async function shopCount(): Promise<number> {
  const [row] = await db().select({ n: count() }).from(shops);
  return row!.n;
}

// A whole download of a filled shop: well over the default 10 s when the machine is busy.
beforeAll(async () => {
  a = await createTestShop();
  c = await createTestShop();
  for (const shop of [a, c]) await makeShopReady(shop);
  aFill = await fillShop(a, "a");
  await fillShop(c, "c");
  // Udhaar with a reversal (a reference within the table), a shared statement (a platform-unique token), and
  // customers' "Delete my details" from a statement and from an order page (references the database does not declare).
  const scope = bindToShop(db(), a.id);
  const customer = aFill.ids.customers![0]!;
  await addEntry(scope, customer, { kind: "opening", amountPaise: 50_000, day: "2026-08-01", note: "notebook" }, "k1");
  const paid = await addEntry(
    scope,
    customer,
    { kind: "payment", amountPaise: 20_000, day: "2026-11-10", note: "", method: "upi" },
    "k2",
  );
  if (!paid.ok) throw new Error("payment not added");
  await reverseEntry(scope, customer, paid.entryId, "wrong account", "k3");
  await setCreditLimit(scope, customer, 100_000);
  await recordReminder(scope, customer, 30_000);
  expect(await askFromStatement(db(), (await shareStatement(scope, customer))!)).toBe(true);
  const [yaadi] = await db().select({ url: yaadies.url }).from(yaadies).where(eq(yaadies.shopId, a.id)).limit(1);
  expect(await askFromYaadi(db(), yaadi!.url)).toBe(true);
  // The archive names the cell its shop was in (docs/decisions/0041), here one this runtime does not bind: the
  // import writes its new shop into its own database's cell, 0.
  archiveBytes = await exported(a, () => setCell(a.id, 3));
  await setCell(a.id, 0);
  archive = new Map();
  await readZipFromR2(env.FILES, await upload(archiveBytes), async (name, data) => {
    archive.set(name, data);
  });
}, 120_000);

describe("Importing a shop's archive as a new shop", () => {
  it("knows every *_id column of the shop tables: a declared foreign key, an undeclared reference, or none", async () => {
    const unknown: string[] = [];
    for (const table of SHOP_TABLES) {
      const { results: columns } = await env.DB.prepare("select name from pragma_table_info(?)")
        .bind(table.name)
        .all<{ name: string }>();
      const { results: fks } = await env.DB.prepare('select "from" from pragma_foreign_key_list(?)')
        .bind(table.name)
        .all<{ from: string }>();
      const declared = new Set(fks.map((f) => f.from));
      for (const { name } of columns) {
        const qualified = `${table.name}.${name}`;
        if (!name.endsWith("_id") || declared.has(name)) continue;
        if (UNDECLARED_REFERENCES[qualified] || NOT_REFERENCES[qualified]) continue;
        unknown.push(qualified);
      }
    }
    expect(unknown).toEqual([]);
  });

  it("recreates every row of every table, carried over to the new shop's ids, and leaves the others alone", async () => {
    const aBefore = await shopRowsSnapshot(a.id);
    const cBefore = await shopRowsSnapshot(c.id);
    const url = `imported${uniqueSuffix()}`.toLowerCase();
    const fileKey = await upload(archiveBytes);
    const { id } = await createImport(env, { fileKey, url, ownerId: null });
    const outcome = await runImport(env, id);
    expect(outcome).toMatchObject({ status: "complete" });
    const newId = (outcome as { shopId: number }).shopId;
    expect(newId).not.toBe(a.id);

    // Ids of the source rows paired with the new ones: new ids keep the old ones' order.
    const ids = new Map<string, Map<number, number>>([["shops", new Map([[a.id, newId]])]]);
    for (const table of SHOP_TABLES) {
      if (table.key.join() !== "id" || table.name === "shops") continue;
      const byId = (x: Row, y: Row) => Number(x.id) - Number(y.id);
      const olds = (await rowsOf(table.name, a.id)).sort(byId);
      const news = (await rowsOf(table.name, newId)).sort(byId);
      expect(news.length, table.name).toBe(olds.length);
      ids.set(table.name, new Map(olds.map((o, i) => [Number(o.id), Number(news[i]!.id)])));
      for (const [o, n] of ids.get(table.name)!) expect(n, table.name).not.toBe(o);
    }
    const mapped = (table: string, id: number) => {
      const to = ids.get(table)?.get(id);
      if (to === undefined) throw new Error(`${table} ${id} has no new id`);
      return to;
    };

    let compared = 0;
    for (const table of SHOP_TABLES) {
      const { results: fks } = await env.DB.prepare('select "from", "table" from pragma_foreign_key_list(?)')
        .bind(table.name)
        .all<{ from: string; table: string }>();
      const references = new Map<string, string>(
        fks.filter((f) => ids.has(f.table) || f.table === "shops").map((f) => [f.from, f.table]),
      );
      for (const [qualified, target] of Object.entries(UNDECLARED_REFERENCES)) {
        const [t, col] = qualified.split(".");
        if (t === table.name) references.set(col!, target);
      }
      if (table.key.join() === "id") references.set("id", table.name);
      references.set(shopColumn(table), "shops");
      const fresh = (await platformUniqueColumns(env.DB, table.name)).filter((col) => !references.has(col));
      const keyOf = (row: Row) => JSON.stringify(table.key.map((k) => row[k]));

      const expected = (await rowsOf(table.name, a.id)).map((row) => {
        const out: Row = { ...row };
        for (const [col, target] of references) if (typeof out[col] === "number") out[col] = mapped(target, out[col]);
        for (const col of FILE_COLUMNS[table.name] ?? []) {
          if (typeof out[col] === "string" && out[col]) out[col] = importedImageKey(out[col], a.id, newId);
        }
        if (table.name === "customer_data_requests") {
          out.subject = String(out.subject).replace(
            /^(yaadi|customer):(\d+)$/,
            (_, kind: string, n: string) => `${kind}:${mapped(kind === "yaadi" ? "yaadies" : "customers", Number(n))}`,
          );
        }
        if (table.name === "pending_yaadies") {
          out.lines = JSON.stringify(
            (JSON.parse(String(out.lines)) as { productId: number }[]).map((l) => ({
              ...l,
              productId: mapped("products", l.productId),
            })),
          );
        }
        return out;
      });
      const actual = await rowsOf(table.name, newId);
      expect(actual.length, table.name).toBe(expected.length);
      const actualByKey = new Map(actual.map((row) => [keyOf(row), row]));
      for (const want of expected) {
        const got = actualByKey.get(keyOf(want));
        expect(got, `${table.name} ${keyOf(want)}`).toBeDefined();
        // Values unique over the platform are new, never the source's; the write keys too.
        for (const col of [...fresh, ...("write_key" in want ? ["write_key"] : [])]) {
          if (want[col] === null) expect(got![col], `${table.name}.${col}`).toBeNull();
          else {
            expect(got![col], `${table.name}.${col}`).not.toBe(want[col]);
            want[col] = got![col];
          }
        }
        if (table.name === "shops") {
          // Not public: for inspection, or for a move the owner enables; hidden until the owner shows it.
          want.status = "disabled";
          expect(got!.hidden_at).toEqual(expect.any(Number));
          want.hidden_at = got!.hidden_at;
          expect(got!.url).toBe(url);
          expect(got!.cell).toBe(0);
          // The catalogue's version goes up with every catalogue row the import inserts.
          want.catalogue_version = got!.catalogue_version;
        }
        expect(got, `${table.name} ${keyOf(want)}`).toEqual(want);
        compared++;
      }
    }
    // The filled shop has rows in every table, so no table's mapping went untried.
    const empty = [];
    for (const table of SHOP_TABLES) if ((await rowsOf(table.name, newId)).length === 0) empty.push(table.name);
    expect(empty).toEqual([]);
    expect(compared).toBeGreaterThanOrEqual(SHOP_TABLES.length);

    // The images are the new shop's own copies.
    const images = [...archive.keys()].filter((n) => n.startsWith("images/"));
    expect(images.length).toBeGreaterThanOrEqual(3);
    for (const name of images) {
      const copy = await env.FILES.get(importedImageKey(name.slice("images/".length), a.id, newId));
      expect(new Uint8Array(await copy!.arrayBuffer()), name).toEqual(archive.get(name));
    }
    // The new store is hidden: its address answers as no store's does until the owner shows it; then it is paused
    // (the shop's "disabled"), taking no orders until the owner enables it.
    const hidden = await get(`/${url}`);
    expect(hidden.status).toBe(302);
    expect(hidden.headers.get("Location")).toBe("/?invalid=1");
    await db().update(shops).set({ hiddenAt: null }).where(eq(shops.id, newId));
    const store = await get(`/${url}`);
    expect(store.status).toBe(200);
    expect(await store.text()).toContain("This store is not taking orders at the moment.");

    expect(await shopRowsSnapshot(a.id)).toEqual(aBefore);
    expect(await shopRowsSnapshot(c.id)).toEqual(cBefore);

    // The same upload imported again makes no second shop.
    expect(await runImport(env, id)).toEqual({ status: "taken" });
    expect(await createImport(env, { fileKey, url, ownerId: null })).toEqual({ id, created: false });
    expect(await db().select().from(shops).where(eq(shops.url, url))).toHaveLength(1);
  });

  it("refuses a damaged archive and one that is not Yaadi's, writing nothing", async () => {
    const manifest = JSON.parse(new TextDecoder().decode(archive.get("manifest.json"))) as Manifest;
    const part = manifest.tables.find((t) => t.name === "products")!.parts[0]!;
    const files = Object.fromEntries(archive);
    const rows = partRows(new TextDecoder().decode(archive.get(`data/${part.file}`)));
    rows[0] = { ...rows[0], price_paise: 1 };
    files[`data/${part.file}`] = new TextEncoder().encode(`${rows.map((r) => JSON.stringify(r)).join("\n")}\n`);
    const damaged = zipSync(files);
    const notYaadi = zipSync({ "hello.txt": new TextEncoder().encode("hello") });
    const otherVersion = zipSync({
      ...Object.fromEntries(archive),
      "manifest.json": new TextEncoder().encode(JSON.stringify({ ...manifest, version: 2 })),
    });

    for (const [bytes, sentence] of [
      [damaged, `data/${part.file} is damaged (its SHA-256 differs).`],
      [notYaadi, "This is not a Yaadi archive: it has no manifest."],
      [otherVersion, "This archive is of format version 2; this Yaadi reads version 1."],
      [new TextEncoder().encode("not a zip at all"), "This is not a ZIP archive."],
    ] as const) {
      const before = await shopCount();
      const url = `refused${uniqueSuffix()}`.toLowerCase();
      const { id } = await createImport(env, { fileKey: await upload(bytes), url, ownerId: null });
      expect(await runImport(env, id)).toEqual({ status: "failed", error: sentence });
      expect(await shopCount()).toBe(before);
      const [row] = await db().select().from(shopImports).where(eq(shopImports.id, id));
      expect(row).toMatchObject({ status: "failed", error: sentence, shopId: null });
    }
  });
});

describe("an import that stops half-way", () => {
  it("deletes the shop it began and its images, and is failed", async () => {
    // A bill line naming a bill the archive does not hold: the database refuses it after many tables are in.
    const manifest = JSON.parse(new TextDecoder().decode(archive.get("manifest.json"))) as Manifest;
    const table = manifest.tables.find((t) => t.name === "bill_lines")!;
    const part = table.parts[0]!;
    const rows = partRows(new TextDecoder().decode(archive.get(`data/${part.file}`)));
    rows[0] = { ...rows[0], bill_id: 999_999_999 };
    const bytes = new TextEncoder().encode(`${rows.map((r) => JSON.stringify(r)).join("\n")}\n`);
    part.sha256 = await sha256Hex(bytes);
    part.bytes = bytes.length;
    const broken = zipSync({
      ...Object.fromEntries(archive),
      [`data/${part.file}`]: bytes,
      "manifest.json": new TextEncoder().encode(JSON.stringify(manifest)),
    });
    const before = await shopCount();
    const filesBefore = await shopFiles();
    const url = `halfway${uniqueSuffix()}`.toLowerCase();
    const { id } = await createImport(env, { fileKey: await upload(broken), url, ownerId: null });
    const outcome = await runImport(env, id);
    expect(outcome).toMatchObject({ status: "failed", error: expect.stringContaining("The import stopped:") });
    expect(await shopCount()).toBe(before);
    const [row] = await db().select().from(shopImports).where(eq(shopImports.id, id));
    expect(row).toMatchObject({ status: "failed", shopId: null });
    const began = (
      await db()
        .select({ shopId: auditEvents.shopId, action: auditEvents.action })
        .from(auditEvents)
        .where(eq(auditEvents.shopUrl, url))
    ).map((e) => e.action);
    expect(began).toEqual(expect.arrayContaining(["Shop import started", "Shop import failed"]));
    expect(await shopFiles()).toEqual(filesBefore);
  });
});

describe("the back office's Import a shop", () => {
  const sendImport = (token: string, fields: FormFields) => {
    const form = formOf(fields);
    return () => send("/owner/shops/import", { method: "POST", body: form, token });
  };

  it("takes the ZIP and a free URL once, shows the progress, and links to the new shop", async () => {
    const token = (await asOwner()).token!;
    const screen = await get("/owner/shops/import", { token });
    expect(screen.status).toBe(200);
    const html = await screen.text();
    expect(html).toContain("The new shop&#x27;s URL");
    // Until its script runs, the page's form brings the file: the limit it shows is the form's.
    expect(html).toContain("At most 16 MB.");
    expect((await get("/owner/shops/import")).status).toBe(302);

    // Not a ZIP, a URL taken, a reserved one: a sentence, and nothing kept.
    const imports = async () => (await db().select({ n: count() }).from(shopImports))[0]!.n;
    const before = await imports();
    const zip = new File([archiveBytes], "yaadi-shop.zip", { type: "application/zip" });
    for (const [fields, sentence] of [
      [{ url: "newone", archive: new File(["hello"], "a.zip") }, "This file is not a ZIP archive."],
      [{ url: a.url, archive: zip }, "That URL is taken by another shop. Choose another."],
      [{ url: "admin", archive: zip }, "That URL is reserved. Choose another."],
      [{ url: "no spaces here", archive: zip }, "A shop URL is 1 to 64 letters, digits or underscores."],
      [{ url: "a".repeat(65), archive: zip }, "A shop URL is 1 to 64 letters, digits or underscores."],
      [{ url: "", archive: zip }, "Type the new shop's URL."],
      [{ url: "nofile" }, "Choose the shop's ZIP file (from Download all my data)."],
    ] as const) {
      const refused = await sendImport(token, fields)();
      expect(refused.status, sentence).toBe(400);
      expect(await refused.text()).toContain(sentence.replaceAll("'", "&#x27;"));
    }
    expect(await imports()).toBe(before);

    const url = `moved${uniqueSuffix()}`.toLowerCase();
    const post = sendImport(token, { url, archive: zip });
    const first = await post();
    const second = await post();
    expect(first.status).toBe(302);
    expect(second.headers.get("Location")).toBe(first.headers.get("Location"));
    const [job] = await db().select().from(shopImports).where(eq(shopImports.url, url));
    expect(await db().select().from(shopImports).where(eq(shopImports.url, url))).toHaveLength(1);
    expect(first.headers.get("Location")).toBe(`/owner/shops/import/${job!.id}`);

    // The Queue runs it in the background; running it here as well changes nothing (it runs once).
    await runImport(env, job!.id);
    let done = job!;
    for (let i = 0; i < 300 && done.status !== "complete"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      done = (await db().select().from(shopImports).where(eq(shopImports.id, job!.id)))[0]!;
    }
    expect(done.status).toBe("complete");
    const progress = await get(`/owner/shops/import/${job!.id}`, { token });
    expect(await progress.text()).toContain(`href="/owner/shops/${done.shopId}"`);
    expect(await db().select().from(shops).where(eq(shops.url, url))).toHaveLength(1);
    const actions = (
      await db().select({ action: auditEvents.action }).from(auditEvents).where(eq(auditEvents.shopUrl, url))
    ).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(["Shop import started", "Shop import completed"]));
  });
});

describe("the archive streamed by the import page's script", () => {
  const zipType = { "Content-Type": "application/zip" };
  const path = (url: string, writeKey: string) =>
    `${IMPORT_ARCHIVE_PATH}?${new URLSearchParams({ url, name: "yaadi-shop.zip", _write: writeKey })}`;
  /** PUTs the bytes with their size, as a browser sends a File. */
  const put = (
    url: string,
    bytes: Uint8Array<ArrayBuffer>,
    visit: { token?: string | null; headers?: HeadersInit; key?: string },
  ) =>
    send(path(url, visit.key ?? writeToken()), {
      method: "PUT",
      token: visit.token ?? null,
      headers: { ...zipType, "Content-Length": String(bytes.byteLength), ...visit.headers },
      body: bytes,
    });
  const importsOf = async (url: string) => db().select().from(shopImports).where(eq(shopImports.url, url));
  /** Every archive an upload kept (the tests above keep theirs under imports/tests/). */
  const keptArchives = async () =>
    (await env.FILES.list({ prefix: "imports/", limit: 1000 })).objects
      .map((o) => o.key)
      .filter((key) => !key.startsWith("imports/tests/"))
      .sort();
  const zip = () => new Uint8Array(archiveBytes);

  it("keeps the owner's ZIP once for one write key, and the Queue recreates the shop from it", async () => {
    const token = (await asOwner()).token!;
    const url = `streamed${uniqueSuffix()}`.toLowerCase();
    const key = writeToken();
    const before = await keptArchives();
    const first = await put(url, zip(), { token, key });
    expect(first.status).toBe(200);
    const { importId } = (await first.json()) as { importId: number };
    expect(first.headers.getSetCookie().join()).toContain("yaadi_flash=");
    // The same upload again (a double tap, a retry): the same import, no second archive.
    const again = await put(url, zip(), { token, key });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ importId });
    const rows = await importsOf(url);
    expect(rows.map((r) => r.id)).toEqual([importId]);
    const kept = (await keptArchives()).filter((k) => !before.includes(k));
    expect(kept).toEqual([rows[0]!.fileKey]);
    const stored = await env.FILES.get(rows[0]!.fileKey);
    expect(new Uint8Array(await stored!.arrayBuffer())).toEqual(zip());
    const asked = await db().select().from(auditEvents).where(eq(auditEvents.action, "Shop import asked"));
    expect(asked.filter((e) => e.details.startsWith(`Import ${importId}:`))).toHaveLength(1);

    await runImport(env, importId);
    let done = rows[0]!;
    for (let i = 0; i < 300 && done.status !== "complete"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      done = (await importsOf(url))[0]!;
    }
    expect(done.status).toBe("complete");
    const [shop] = await db().select().from(shops).where(eq(shops.url, url));
    expect(shop!.id).toBe(done.shopId);
    expect(await rowsOf("products", shop!.id)).toHaveLength((await rowsOf("products", a.id)).length);
    const progress = await get(`/owner/shops/import/${importId}`, { token });
    expect(await progress.text()).toContain(`href="/owner/shops/${shop!.id}"`);
  });

  it("refuses with a sentence and keeps nothing: signed out, another site, not a ZIP, a URL taken or reserved", async () => {
    const token = (await asOwner()).token!;
    const before = await keptArchives();
    const importsBefore = (await db().select({ n: count() }).from(shopImports))[0]!.n;
    const cases: [Response, number, string][] = [
      [await put("signedout", zip(), {}), 401, "Sign in to the back office first."],
      [
        await put("othersite", zip(), { token, headers: { Origin: "https://elsewhere.example" } }),
        403,
        "Cross-site request refused.",
      ],
      [await put("notazip", new TextEncoder().encode("hello, not a zip"), { token }), 400, IMPORT_MESSAGES.notZip],
      [await put("pk", new Uint8Array([0x50, 0x4b]), { token }), 400, IMPORT_MESSAGES.notZip],
      [await put(a.url, zip(), { token }), 400, IMPORT_MESSAGES.taken],
      [await put("admin", zip(), { token }), 400, IMPORT_MESSAGES.reserved],
      [await put("no spaces here", zip(), { token }), 400, IMPORT_MESSAGES.badUrl],
      [await put("a".repeat(65), zip(), { token }), 400, IMPORT_MESSAGES.badUrl],
      [await put("", zip(), { token }), 400, IMPORT_MESSAGES.noUrl],
      [await put("nokey", zip(), { token, key: "short" }), 400, "This page is out of date."],
      [await put("plain", zip(), { token, headers: { "Content-Type": "text/plain" } }), 415, IMPORT_MESSAGES.notZip],
    ];
    for (const [response, status, sentence] of cases) {
      expect(response.status, sentence).toBe(status);
      expect(await response.text(), sentence).toContain(sentence);
    }
    expect(await keptArchives()).toEqual(before);
    expect((await db().select({ n: count() }).from(shopImports))[0]!.n).toBe(importsBefore);
  });

  it("refuses a size over 100 MB, or none, before reading a byte", async () => {
    const token = (await asOwner()).token!;
    let pulled = false;
    const untouched = () =>
      new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            pulled = true;
            controller.enqueue(zip());
          },
        },
        { highWaterMark: 0 },
      );
    const huge = await send(path("huge", writeToken()), {
      method: "PUT",
      token,
      headers: { ...zipType, "Content-Length": String(IMPORT_MAX_BYTES + 1) },
      body: untouched(),
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ field: "file", error: IMPORT_MESSAGES.tooBig });
    const unsized = await send(path("unsized", writeToken()), {
      method: "PUT",
      token,
      headers: zipType,
      body: untouched(),
    });
    expect(unsized.status).toBe(411);
    expect(await unsized.json()).toEqual({ field: "file", error: IMPORT_MESSAGES.noLength });
    expect(pulled).toBe(false);
  });
});
