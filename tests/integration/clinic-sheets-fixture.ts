import { eq } from "drizzle-orm";
import { beforeEach, expect } from "vitest";
import { clientSheets, clients, diets } from "#db/schema/clinic";
import { flashOf, setShop } from "./admin-answers";
import { asAdminOf, createTestShop, db, type TestShop } from "./helpers";
import { postForm } from "./route-harness";
import { makeShopReady } from "./shop-fixtures";

/*
 * The shops, clients and diets both Client Sheets test files start from (clinic-sheets.test.ts,
 * clinic-sheets-refusals.test.ts), as live bindings set before each test by `startEachWithTwoClinics`. What they cover: a diet
 * clinic's Client Sheets (spec 3 §2 "Client Sheet", §4 "Panels", §5 "ClientSheet", §8) through the whole Worker
 * with a real admin session: a clinic's only (404 elsewhere), premium only (the notice, 403 posts); choosing a client;
 * add, update and delete with the texts; the server's numbering per client; the diet number that must name one of the
 * clinic's diets; moving a sheet to another client of the clinic and never to another shop's; another shop's ids
 * answering 404; the weight chart, the WhatsApp text and the printable diet.
 */

export const PREMIUM_ONLY = "This feature is available in Premium version !";
export const CLINIC = 7;
export const CLINIC_NAME = "Sai Diet Clinic";

export let a: TestShop;
export let b: TestShop;
export let token: string;
/** Shop A's clients and shop B's. */
export let asha: number;
export let ravi: number;
export let bClient: number;

export const post = (path: string, fields: Record<string, string>) => postForm(path, fields, { token });
export const sheetsOf = (shop: Pick<TestShop, "id">) =>
  db().select().from(clientSheets).where(eq(clientSheets.shopId, shop.id)).orderBy(clientSheets.id);

async function addClient(shop: TestShop, name: string, whatsApp: string): Promise<number> {
  const [row] = await db()
    .insert(clients)
    .values({ shopId: shop.id, name, whatsApp, address: "Shivaji Nagar, Pune" })
    .returning({ id: clients.id });
  return row!.id;
}

/** Registers, in the calling test file, the fresh shops A and B each test starts from. */
export function startEachWithTwoClinics() {
  beforeEach(setUp);
}

async function setUp() {
  a = await createTestShop({ shopTypeId: CLINIC });
  b = await createTestShop({ shopTypeId: CLINIC });
  await makeShopReady(a); // ready and premium
  await makeShopReady(b);
  await setShop(a, { name: CLINIC_NAME });
  token = (await asAdminOf(a)).token!;
  asha = await addClient(a, "Asha Deshpande", "9876543210");
  ravi = await addClient(a, "Ravi Kulkarni", "9123456780");
  bClient = await addClient(b, "Bharati Shinde", "9000000099");
  await db()
    .insert(diets)
    .values([
      {
        shopId: a.id,
        dietNumber: 1,
        dietName: "Low salt",
        dietType: "Easy",
        dietContent: "Breakfast: poha without salt.\r\nLunch: dal and rice.",
      },
      {
        shopId: a.id,
        dietNumber: 3,
        dietName: "High protein",
        dietType: "Moderate",
        dietContent: "Breakfast: sprouts and eggs.\r\nDinner: paneer and salad.",
      },
      {
        shopId: b.id,
        dietNumber: 7,
        dietName: "B diet",
        dietType: "Tough",
        dietContent: "Only for the other clinic, not for A.",
      },
    ]);
}

/** Adds a sheet for a client of A through the ADD screen; returns the redirect and the stored row. */
export async function addSheet(
  clientId: number,
  fields: Partial<Record<"dietNumber" | "clientWeight" | "dateOfDelivery", string>> = {},
) {
  const response = await post(`/adminpanel/client-sheets/new?client=${clientId}`, {
    dietNumber: "1",
    clientWeight: "80",
    dateOfDelivery: "2026-11-01",
    ...fields,
  });
  expect(response.status, await response.clone().text()).toBe(302);
  const id = flashOf(response).changedIds![0]!;
  const [row] = await db().select().from(clientSheets).where(eq(clientSheets.id, id));
  return { response, row: row! };
}
