import { createExecutionContext, env } from "cloudflare:test";
import { SHOP_TYPE } from "#app/domain/shop-types";
import { bindToShop } from "#app/server/admin/shop-scope.server";
import fixtures from "../fixtures/worker/entry";
import type { FixtureShop, FixtureShopInput, OwnerSettings } from "../fixtures/worker/fixture-shop";
import { asAnonymous, db, ensureShopTypes, type TestShop, uniqueSuffix } from "./helpers";

/* --- The end-to-end tests' shops ------------------------------------------------------------------------------------ */

/**
 * A shop as the end-to-end tests make it (POST /dev/fixtures/shops, tests/e2e/admin-fixtures.ts `newShop`: ready
 * unless the owner's settings say otherwise), with `cookie`, its admin's signed-in session as a browser sends it. A
 * check moved out of the browser keeps its shop.
 */
export async function fixtureShop(
  input: FixtureShopInput = {},
): Promise<Omit<FixtureShop, "cookie"> & { cookie: string }> {
  await ensureShopTypes();
  const { owner = {}, ...rest } = input;
  const response = await postToFixtures("/dev/fixtures/shops", { ...rest, owner: { status: "ready", ...owner } });
  if (response.status !== 201) throw new Error(`fixture shop: ${response.status} ${await response.text()}`);
  const shop = await response.json<FixtureShop>();
  return { ...shop, cookie: `${shop.cookie.name}=${shop.cookie.value}` };
}

/** What the platform owner would change on a fixture shop (tests/e2e/admin-fixtures.ts `changeShop`). */
export async function changeFixtureShop(shopUrl: string, settings: OwnerSettings): Promise<void> {
  const response = await postToFixtures(`/dev/fixtures/shops/${shopUrl}`, settings);
  if (response.status !== 204) throw new Error(`fixture change: ${response.status} ${await response.text()}`);
}

/** A request to the fixtures' own Worker, as the end-to-end server routes /dev/fixtures/* to it. */
async function postToFixtures(path: string, body: unknown): Promise<Response> {
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { Origin: "http://localhost", "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return fixtures.fetch(request, env, createExecutionContext());
}

/* --- Shops for the generated suites (cross-tenant.test.ts, bad-input.test.ts) ------------------------------------------ */

/** A shop's Home Page Settings as an admin fills them in (spec 2 §2): what makeShopReady saves before activating. */
export const HOME_PAGE_DETAILS = {
  name: "Sai Kirana",
  owner: "Ramesh Patil",
  address: "12 Market Road, Pune",
  city: "Pune",
  pinCode: "411005",
  state: "Maharashtra",
  whatsApp: "9876543210",
  aboutUs: "Groceries since 1998.",
};

/**
 * Makes a shop open every admin screen: home page details filled, activated through the real service (ready), premium
 * (customers), with the home page and dealer facilities (store images, dealer links).
 */
export async function makeShopReady(shop: Pick<TestShop, "id">): Promise<void> {
  const database = db();
  const { activateStore, updateHomePage } = await import("#app/server/admin/settings.server");
  if (!(await updateHomePage(bindToShop(database, shop.id), HOME_PAGE_DETAILS)))
    throw new Error(`makeShopReady: shop ${shop.id} not found`);
  if (!(await activateStore(bindToShop(database, shop.id))))
    throw new Error(`makeShopReady: shop ${shop.id} not activated`);
  await env.DB.prepare("update shops set version_type_id = 2, home_page_facility = 1, dealer_facility = 1 where id = ?")
    .bind(shop.id)
    .run();
}

/** A table of the database, with its columns and foreign keys. */
export type TableInfo = {
  name: string;
  columns: Array<{ name: string; type: string }>;
  foreignKeys: Array<{ from: string; table: string; to: string }>;
};
let tableCatalogueCache: Promise<TableInfo[]> | null = null;

/**
 * The database's tables (D1's own and SQLite's left out), with their columns and foreign keys, read from the schema
 * once per test file (the migrations run before it; tests do not change the schema).
 */
export function tableCatalogue(): Promise<TableInfo[]> {
  tableCatalogueCache ??= readTableCatalogue();
  return tableCatalogueCache;
}

async function readTableCatalogue(): Promise<TableInfo[]> {
  const { results: tables } = await env.DB.prepare(
    "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '_cf_%' and name not like 'd1_%' order by name",
  ).all<{ name: string }>();
  const out: TableInfo[] = [];
  for (const { name } of tables) {
    const { results: columns } = await env.DB.prepare("select name, type from pragma_table_info(?)")
      .bind(name)
      .all<{ name: string; type: string }>();
    const { results: foreignKeys } = await env.DB.prepare(
      'select "from", "table", "to" from pragma_foreign_key_list(?)',
    )
      .bind(name)
      .all<{ from: string; table: string; to: string }>();
    out.push({ name, columns, foreignKeys });
  }
  return out.filter((t) => t.columns.length > 0);
}

/**
 * Every row a shop owns, as stored: the shops row itself and the rows of every table with a shop_id column (found in
 * the schema, so a table added later is included), ordered by rowid, in the directory's database and in the second
 * cell; and its R2 objects (key, size, etag).
 */
export async function shopRowsSnapshot(shopId: number): Promise<Record<string, unknown[]>> {
  const snapshot: Record<string, unknown[]> = {};
  for (const table of await tableCatalogue()) {
    const where = table.name === "shops" ? "id" : table.columns.some((c) => c.name === "shop_id") ? "shop_id" : null;
    if (!where) continue;
    const { results } = await env.DB.prepare(`select * from "${table.name}" where "${where}" = ? order by rowid`)
      .bind(shopId)
      .all();
    // An e-mail's delivery (the queue sends it, and then erases its body) runs on its own time, whatever a request did.
    snapshot[table.name] =
      table.name === "email_outbox"
        ? results.map(({ status, transport, attempts, last_error, sent_at, body_text, ...mail }) => mail)
        : results;
  }
  // The second cell (docs/decisions/0041): the rows of a shop placed there, under their tables' names and the cell's.
  for (const table of await tableCatalogue()) {
    const where = table.name === "shops" ? "id" : table.columns.some((c) => c.name === "shop_id") ? "shop_id" : null;
    if (!where) continue;
    const { results } = await env.CELL_1.prepare(`select * from "${table.name}" where "${where}" = ? order by rowid`)
      .bind(shopId)
      .all();
    if (results.length > 0) snapshot[`${table.name} (cell 1)`] = results;
  }
  const objects: unknown[] = [];
  let cursor: string | undefined;
  do {
    const page = await env.FILES.list({ cursor, limit: 1000 });
    for (const o of page.objects)
      if (o.key.includes(`/shops/${shopId}/`)) objects.push({ key: o.key, size: o.size, etag: o.etag });
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  snapshot["r2 objects"] = objects;
  return snapshot;
}

/**
 * Rows of shop `from` that point (by a foreign key other than shop_id) at a row of shop `to`: "products.category_id →
 * categories: 1". Empty when no row of one shop references another shop's row.
 */
export async function crossShopReferences(from: number, to: number): Promise<string[]> {
  const catalogue = await tableCatalogue();
  const owned = new Set(catalogue.filter((t) => t.columns.some((c) => c.name === "shop_id")).map((t) => t.name));
  const found: string[] = [];
  for (const table of catalogue) {
    if (!owned.has(table.name)) continue;
    for (const fk of table.foreignKeys) {
      if (fk.from === "shop_id" || !owned.has(fk.table)) continue;
      const row = await env.DB.prepare(
        `select count(*) as n from "${table.name}" t join "${fk.table}" r on t."${fk.from}" = r."${fk.to}" where t.shop_id = ? and r.shop_id = ?`,
      )
        .bind(from, to)
        .first<{ n: number }>();
      if (row && row.n > 0) found.push(`${table.name}.${fk.from} → ${fk.table}: ${row.n}`);
    }
  }
  return found;
}

/** A 1×1 PNG (the smallest image the upload checks accept). */
export const TINY_PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="),
  (c) => c.charCodeAt(0),
);

/** What fillShop wrote: the ids per table, and the strings a leak of this shop's rows would show. */
export type FilledShop = {
  ids: Record<string, number[]>;
  /** In every private string (customers, customer entries, orders, clinic clients, the admin's e-mail, …). */
  privateMark: string;
  /** In every catalogue string (products, categories, brands, offers, first page message, dealer name, …): public on the shop's own store page, never in another shop's admin. */
  catalogueMark: string;
  /** Private values without a mark: the WhatsApp numbers of customers, buyers and clients. */
  phones: string[];
  /** The dealer's WhatsApp number (customers of the dealer's link send their list to it: public on that store page). */
  dealerPhone: string;
  /** Names by kind, for probes that send another shop's row values. */
  names: Record<string, string[]>;
  /** The order's idempotency key and link, and the dealer's link. */
  orderKey: string;
  yaadiUrl: string;
  dealerLink: string;
};

/** A browser's P-256 public key (a point on the curve), for a stored device that is never sent to. */
const TEST_P256DH = "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4";

const randomPhone = () => `97${String(crypto.getRandomValues(new Uint32Array(1))[0]! % 100_000_000).padStart(8, "0")}`;

/**
 * Gives a ready shop rows of every tenant-owned kind an admin route can reach by a param or a form id: categories,
 * brands, products, special offers, customers, customer entries, a dealer, first page settings, a store image, a logo,
 * an order (placed through the API) and its bill, a payment, two pending Make Yaadi yaadies, a device with notifications of new
 * orders, and the diet clinic's client, diet and sheet. The shop is made a Turbo diet clinic, so every screen is open. Every text carries one
 * of two unique marks (private or catalogue), so a leak is found by a substring search in any answer.
 */
export async function fillShop(
  shop: Pick<TestShop, "id" | "url">,
  tag: string,
  /** `bill: false` leaves the order unbilled: a shop with bills can only be closed, never deleted (migration 0019). */
  options: { bill?: boolean } = {},
): Promise<FilledShop> {
  const database = db();
  const { brands, categories, products, specialOffers, shopSettings } = await import("#db/schema/catalogue");
  const { customers, dealers } = await import("#db/schema/customers");
  const { clients, diets, clientSheets } = await import("#db/schema/clinic");
  const { reportExports } = await import("#db/schema/exports");
  const { replaceLogo, replaceStoreImage } = await import("#app/server/admin/images.server");
  const { recordPayment } = await import("#app/server/admin/account.server");
  const { asSeen } = await import("./order-helpers");
  const { checkImageUpload } = await import("#app/server/uploads.server");

  const suffix = uniqueSuffix();
  const privateMark = `zp${tag}${suffix}`;
  const catalogueMark = `zc${tag}${suffix}`;
  const ids: Record<string, number[]> = {};
  const names: Record<string, string[]> = {};
  const phones = [randomPhone(), randomPhone(), randomPhone()];
  const dealerPhone = randomPhone();
  const note = (table: string, rows: Array<{ id: number }>) =>
    (ids[table] = [...(ids[table] ?? []), ...rows.map((r) => r.id)]);

  names.category = [`${catalogueMark}cat1`, `${catalogueMark}cat2`];
  note(
    "categories",
    await database
      .insert(categories)
      .values(names.category.map((name) => ({ shopId: shop.id, name })))
      .returning({ id: categories.id }),
  );
  names.brand = [`${catalogueMark}brand1`, `${catalogueMark}brand2`];
  note(
    "brands",
    await database
      .insert(brands)
      .values(names.brand.map((name) => ({ shopId: shop.id, name })))
      .returning({ id: brands.id }),
  );
  names.product = [`${catalogueMark}prod1`, `${catalogueMark}prod2`, `${catalogueMark}prod3`];
  note(
    "products",
    await database
      .insert(products)
      .values(
        names.product.map((name, i) => ({
          shopId: shop.id,
          name,
          nameRegional: `${catalogueMark}regional${i}`,
          information: `${catalogueMark}info${i}`,
          searchWords: `${catalogueMark}words${i}`,
          mrpPaise: 12_000 + i,
          pricePaise: 11_000 + i,
          categoryId: ids.categories![i % 2]!,
          brandId: ids.brands![i % 2]!,
        })),
      )
      .returning({ id: products.id }),
  );
  names.offer = [`${catalogueMark}offer1`, `${catalogueMark}offer2`];
  note(
    "special_offers",
    await database
      .insert(specialOffers)
      .values(
        names.offer.map((name, i) => ({
          shopId: shop.id,
          name,
          description: `${catalogueMark}offertext${i}`,
          criteria: "amount" as const,
          discountIn: "percent" as const,
          discountValue: 5 + i,
        })),
      )
      .returning({ id: specialOffers.id }),
  );
  names.customer = [`${privateMark}cust1`, `${privateMark}cust2`];
  note(
    "customers",
    await database
      .insert(customers)
      .values(
        names.customer.map((name, i) => ({
          shopId: shop.id,
          name,
          whatsApp: phones[i]!,
          address: `${privateMark}address${i}`,
        })),
      )
      .returning({ id: customers.id }),
  );
  const dealerLink = `d${suffix}`;
  note(
    "dealers",
    await database
      .insert(dealers)
      .values({ shopId: shop.id, name: `${catalogueMark}dealer`, whatsApp: dealerPhone, link: dealerLink })
      .returning({ id: dealers.id }),
  );
  await database
    .insert(shopSettings)
    .values({ shopId: shop.id, firstPageMessage: `${catalogueMark}firstpage` })
    .onConflictDoUpdate({ target: shopSettings.shopId, set: { firstPageMessage: `${catalogueMark}firstpage` } });
  // Turbo, so every screen (Make Yaadi and billing too) is open to the shop's admin and to the probes; a diet clinic,
  // so the clinic's screens (a clinic's own: any other shop gets 404) are too. Elsewhere only the admin home (no day's
  // glance for a clinic) and Use Master List (a clinic has no master catalogue; these suites seed none anyway) read it.
  await env.DB.prepare(
    "update shops set payment_message = ?, email = ?, version_type_id = 3, shop_type_id = ? where id = ?",
  )
    .bind(`${privateMark}paymentmessage`, `${privateMark}@example.in`, SHOP_TYPE.dietClinic, shop.id)
    .run();
  // Make Yaadi's pending yaadies: one with a line, one just started.
  const { pendingYaadies } = await import("#db/schema/orders");
  await database.insert(pendingYaadies).values([
    { shopId: shop.id, slot: 1, lines: [{ productId: ids.products![0]!, quantity: 2000 }] },
    { shopId: shop.id, slot: 2 },
  ]);

  const image = await checkImageUpload(new File([TINY_PNG], "image.png", { type: "image/png" }));
  if (!image.ok) throw new Error(image.message);
  await replaceStoreImage(bindToShop(database, shop.id), env.FILES, 1, image);
  await replaceLogo(bindToShop(database, shop.id), env.FILES, image);
  await recordPayment(bindToShop(database, shop.id), env.FILES, image);

  names.client = [`${privateMark}client1`];
  note(
    "clients",
    await database
      .insert(clients)
      .values({ shopId: shop.id, name: names.client[0]!, whatsApp: phones[2]!, address: `${privateMark}clientaddress` })
      .returning({ id: clients.id }),
  );
  note(
    "diets",
    await database
      .insert(diets)
      .values({
        shopId: shop.id,
        dietNumber: 1,
        dietName: `${privateMark}diet`,
        dietType: "Easy",
        dietContent: `${privateMark}dietcontent`,
      })
      .returning({ id: diets.id }),
  );
  note(
    "client_sheets",
    await database
      .insert(clientSheets)
      .values({
        shopId: shop.id,
        clientId: ids.clients![0]!,
        sheetNumber: 1,
        dietNumber: 1,
        dateOfDelivery: "2026-01-01",
      })
      .returning({ id: clientSheets.id }),
  );

  // Through the real API, as a customer's phone does: the order (yaadi, lines, idempotency key) and a customer entry.
  const api = asAnonymous();
  const orderKey = `key${suffix}${suffix}`;
  const customer = { name: `${privateMark}buyer`, whatsApp: phones[0]!, address: `${privateMark}buyeraddress` };
  const placed = await api(`/api/v1/stores/${shop.url}/orders`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      idempotencyKey: orderKey,
      customer,
      // The prices and the net payable the store's page shows for this line, as it posts them.
      ...(await asSeen(shop.url, [{ productId: ids.products![0]!, quantity: 1000 }])),
    }),
  });
  if (placed.status !== 201) throw new Error(`fillShop: order not placed (${placed.status} ${await placed.text()})`);
  const order = await placed.json<Record<string, unknown>>();
  const entry = await api(`/api/v1/stores/${shop.url}/customer-entries`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...customer, name: `${privateMark}visitor` }),
  });
  if (entry.status !== 204) throw new Error(`fillShop: customer entry not recorded (${entry.status})`);
  // A regular GST registration and the order billed (the shop is Turbo) to a buyer with a GSTIN: GST Returns has
  // numbers, its b2b file a row naming the private buyer, and no other shop's answer may show them.
  const { productTax, shopTax } = await import("#db/schema/bills");
  const { billYaadi } = await import("#app/server/admin/bills.server");
  await database.insert(shopTax).values({
    shopId: shop.id,
    kind: "regular",
    gstin: "27AAPFU0939F1ZV",
    legalName: `${privateMark}legal`,
    stateCode: "27",
  });
  await database
    .insert(productTax)
    .values({ productId: ids.products![0]!, shopId: shop.id, hsn: "1905", rateBp: 1800 });
  const [{ id: orderId }] = (
    await env.DB.prepare("select id from yaadies where shop_id = ? order by id desc limit 1")
      .bind(shop.id)
      .all<{ id: number }>()
  ).results as [{ id: number }];
  if (options.bill ?? true) {
    const billed = await billYaadi(
      bindToShop(database, shop.id),
      orderId,
      { gstin: "27AABCU9603R1ZM", stateCode: "" },
      `bill${suffix}`,
    );
    if (!billed.ok) throw new Error(`fillShop: order not billed (${billed.reason})`);
  }
  // A finished report file (the Queue's work, kept in R2), its text marked private.
  const exportKey = `exports/shops/${shop.id}/1/${suffix}.csv`;
  await env.FILES.put(exportKey, `\uFEFFName\r\n${privateMark}exportrow\r\n`);
  note(
    "report_exports",
    await database
      .insert(reportExports)
      .values({
        shopId: shop.id,
        kind: "summary",
        fromDay: "2026-01-01",
        toDay: "2026-01-01",
        fileName: `${privateMark}export.csv`,
        status: "done",
        doneYaadies: 1,
        totalYaadies: 1,
        fileKey: exportKey,
      })
      .returning({ id: reportExports.id }),
  );
  // A device with notifications of new orders (Your Account), its push address marked private: Your Account lists it
  // with its Stop, and no other shop's answer may name it.
  const { pushSubscriptions } = await import("#db/schema/push");
  const [admin] = (await env.DB.prepare("select id from admins where shop_id = ?").bind(shop.id).all<{ id: number }>())
    .results;
  if (!admin) throw new Error(`fillShop: shop ${shop.id} has no admin`);
  note(
    "push_subscriptions",
    await database
      .insert(pushSubscriptions)
      .values({
        shopId: shop.id,
        adminId: admin.id,
        endpoint: `https://fcm.googleapis.com/fcm/send/${privateMark}device`,
        p256dh: TEST_P256DH,
        auth: "a2Fs3F2zHnkQ6n2JbXgFWA",
        deviceLabel: "Chrome · Android",
      })
      .returning({ id: pushSubscriptions.id }),
  );
  for (const table of ["yaadies", "yaadi_lines", "customer_entries", "payments", "bills"]) {
    const { results } = await env.DB.prepare(`select id from "${table}" where shop_id = ? order by id`)
      .bind(shop.id)
      .all<{ id: number }>();
    ids[table] = results.map((r) => r.id);
  }
  // The order's bill (above) is listed with the ids, so a bill's page, its cancel and its private link are probed too.
  const [yaadi] = (
    await env.DB.prepare("select url from yaadies where shop_id = ? order by id limit 1")
      .bind(shop.id)
      .all<{ url: string }>()
  ).results;
  const yaadiUrl = yaadi?.url ?? String(order.yaadiUrl ?? "");
  return { ids, privateMark, catalogueMark, phones, dealerPhone, names, orderKey, yaadiUrl, dealerLink };
}

/**
 * Puts back the rows of a shopRowsSnapshot of `shopId` that are gone (a probe deleted them), with their ids, parents
 * first; rows still there are left as they are. One query finds the tables that lost rows; sessions are not brought back.
 * With `removeAdded`, the shop's rows added since the snapshot (in tables with an id) are deleted first.
 */
export async function restoreShopRows(
  shopId: number,
  snapshot: Record<string, unknown[]>,
  options: { removeAdded?: boolean } = {},
): Promise<void> {
  const catalogue = await tableCatalogue();
  const byName = new Map(catalogue.map((t) => [t.name, t]));
  // Parents first (a table after the tables it points at).
  const ordered: string[] = [];
  const visit = (name: string, path: Set<string>) => {
    if (ordered.includes(name) || path.has(name) || !byName.has(name)) return;
    path.add(name);
    for (const fk of byName.get(name)!.foreignKeys) visit(fk.table, path);
    ordered.push(name);
  };
  for (const t of catalogue) visit(t.name, new Set());
  const kept = ordered.filter((t) => t !== "shops" && t !== "sessions" && t in snapshot);

  if (options.removeAdded) {
    // Children first.
    const removals = [...kept]
      .reverse()
      .filter((t) => byName.get(t)!.columns.some((c) => c.name === "id"))
      .map((t) => {
        const ids = (snapshot[t] as Array<Record<string, unknown>>).map((r) => Number(r.id));
        return env.DB.prepare(
          `delete from "${t}" where shop_id = ?${ids.length ? ` and id not in (${ids.join(",")})` : ""}`,
        ).bind(shopId);
      });
    if (removals.length) await env.DB.batch(removals);
  }

  // A back-office probe may have deleted the whole shop (every row went with it): the shop's own row comes back first.
  const shopRow = (snapshot.shops as Array<Record<string, unknown>> | undefined)?.[0];
  if (shopRow && !(await env.DB.prepare("select 1 from shops where id = ?").bind(shopId).first())) {
    const columns = Object.keys(shopRow);
    await env.DB.prepare(
      `insert into shops (${columns.map((c) => `"${c}"`).join(", ")}) values (${columns.map(() => "?").join(", ")})`,
    )
      .bind(...columns.map((c) => shopRow[c] ?? null))
      .run();
  }

  const tables = kept.filter((t) => snapshot[t]!.length > 0);
  if (tables.length === 0) return;
  const binds: unknown[] = [];
  const counts = tables.map((t, i) => {
    const rows = snapshot[t] as Array<Record<string, unknown>>;
    binds.push(shopId);
    const ids = byName.get(t)!.columns.some((c) => c.name === "id") ? rows.map((r) => Number(r.id)) : null;
    return `(select count(*) from "${t}" where shop_id = ?${ids ? ` and id in (${ids.join(",")})` : ""}) as c${i}`;
  });
  const present = (await env.DB.prepare(`select ${counts.join(", ")}`)
    .bind(...binds)
    .first<Record<string, number>>())!;
  const lost = tables.filter((t, i) => present[`c${i}`]! < snapshot[t]!.length);
  const statements = lost.flatMap((table) =>
    (snapshot[table] as Array<Record<string, unknown>>).map((row) => {
      const columns = Object.keys(row);
      return env.DB.prepare(
        `insert or ignore into "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) values (${columns.map(() => "?").join(", ")})`,
      ).bind(...columns.map((c) => row[c] ?? null));
    }),
  );
  if (statements.length) await env.DB.batch(statements);
}

/**
 * The table a param, field or URL segment names, among `tables`: productId → products, offerId → special_offers,
 * entryId → customer_entries, yaadiUrl → yaadies, "categories" → categories. Null when none fits.
 */
export function tableForName(tables: readonly string[], name: string): string | null {
  const base = name
    .replace(/\..*$/, "")
    .replace(/(Ids?|_ids?|Url|_url)$/i, "")
    .replace(/[A-Z]/g, (m) => `_${m.toLowerCase()}`)
    .replace(/^_/, "")
    .replace(/s$/, "");
  if (!base) return null;
  const forms = [base, `${base}s`, `${base}es`, base.replace(/y$/, "ies")];
  return tables.find((table) => forms.some((f) => table === f || table.endsWith(`_${f}`))) ?? null;
}
