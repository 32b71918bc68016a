import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { DietText, SheetClient, SheetRow } from "#app/domain/clinic/client-sheet";
import type { SheetInput } from "#app/domain/clinic/client-sheet-schema";
import { clientSheets, clients, diets } from "#db/schema/clinic";
import type { ShopScope } from "../admin/shop-scope.server";

/*
 * A diet clinic's client sheets (spec 3 §2 "Client Sheet", §3 ClientSheet): each client's numbered sheets, the diet
 * (by the clinic's diet number) and the weight on a date. Every query is scoped by the shop, a client and a diet
 * included: a sheet never points at another shop's client, and its diet number is looked up in its own clinic only.
 * Who may call these (a clinic, premium) is decided by the routes (app/server/clinic/clinic-access.server.ts).
 */

export type ClientChoice = { id: number; name: string; whatsApp: string };
/** "notFound": no such sheet or client in this shop; "unknownDiet": the diet number names none of the clinic's diets. */
export type SheetRefusal = { ok: false; reason: "notFound" | "unknownDiet" };

const sheetColumns = {
  id: clientSheets.id,
  clientId: clientSheets.clientId,
  sheetNumber: clientSheets.sheetNumber,
  dietNumber: clientSheets.dietNumber,
  clientWeight: clientSheets.clientWeight,
  dateOfDelivery: clientSheets.dateOfDelivery,
};

/** The clinic's clients by name, for the client select (a clinic has tens to a few hundred). */
export function listClientChoices(scope: ShopScope): Promise<ClientChoice[]> {
  const { db, shopId } = scope;
  return db
    .select({ id: clients.id, name: clients.name, whatsApp: clients.whatsApp })
    .from(clients)
    .where(eq(clients.shopId, shopId))
    .orderBy(asc(clients.name), asc(clients.id));
}

export async function getSheetClient(scope: ShopScope, clientId: number): Promise<SheetClient | null> {
  const { db, shopId } = scope;
  const [row] = await db
    .select({ id: clients.id, name: clients.name, whatsApp: clients.whatsApp })
    .from(clients)
    .where(and(eq(clients.shopId, shopId), eq(clients.id, clientId)))
    .limit(1);
  return row ?? null;
}

/** The client's sheets, newest (highest number) first. */
export function listSheets(scope: ShopScope, clientId: number): Promise<SheetRow[]> {
  const { db, shopId } = scope;
  return db
    .select(sheetColumns)
    .from(clientSheets)
    .where(and(eq(clientSheets.shopId, shopId), eq(clientSheets.clientId, clientId)))
    .orderBy(desc(clientSheets.sheetNumber), desc(clientSheets.id));
}

export async function getSheet(scope: ShopScope, id: number): Promise<SheetRow | null> {
  const { db, shopId } = scope;
  const [row] = await db
    .select(sheetColumns)
    .from(clientSheets)
    .where(and(eq(clientSheets.shopId, shopId), eq(clientSheets.id, id)))
    .limit(1);
  return row ?? null;
}

/** The clinic's diet numbers with their names, for the form (a number that names no diet is told as it is typed). */
export function listDietNames(scope: ShopScope): Promise<{ dietNumber: number; dietName: string }[]> {
  const { db, shopId } = scope;
  return db
    .select({ dietNumber: diets.dietNumber, dietName: diets.dietName })
    .from(diets)
    .where(eq(diets.shopId, shopId))
    .orderBy(asc(diets.dietNumber), asc(diets.id));
}

/**
 * The clinic's diets of these numbers, with their content (to send or print). Should two diets share a number, the
 * first added is the one a sheet means.
 */
export async function dietsByNumber(scope: ShopScope, numbers: readonly number[]): Promise<Map<number, DietText>> {
  const { db, shopId } = scope;
  const found = new Map<number, DietText>();
  if (numbers.length === 0) return found;
  const rows = await db
    .select({ dietNumber: diets.dietNumber, dietName: diets.dietName, dietContent: diets.dietContent })
    .from(diets)
    .where(and(eq(diets.shopId, shopId), inArray(diets.dietNumber, [...new Set(numbers)])))
    .orderBy(asc(diets.id));
  for (const row of rows) if (!found.has(row.dietNumber)) found.set(row.dietNumber, row);
  return found;
}

async function dietExists(scope: ShopScope, dietNumber: number): Promise<boolean> {
  return (await dietsByNumber(scope, [dietNumber])).has(dietNumber);
}

/** The next number of the client's sheets (1 for the first), read in the statement that writes it. */
const nextSheetNumber = (shopId: number, clientId: number) =>
  sql<number>`(select coalesce(max(${clientSheets.sheetNumber}), 0) + 1 from ${clientSheets} where ${clientSheets.shopId} = ${shopId} and ${clientSheets.clientId} = ${clientId})`;

/** Adds a sheet to one of the clinic's clients; the server numbers it (1, 2, 3… per client). */
export async function addSheet(
  scope: ShopScope,
  clientId: number,
  input: SheetInput,
): Promise<{ ok: true; id: number; sheetNumber: number } | SheetRefusal> {
  const { db, shopId } = scope;
  if (!(await getSheetClient(scope, clientId))) return { ok: false, reason: "notFound" };
  if (!(await dietExists(scope, input.dietNumber))) return { ok: false, reason: "unknownDiet" };
  const [row] = await db
    .insert(clientSheets)
    .values({ shopId, clientId, ...input, sheetNumber: nextSheetNumber(shopId, clientId) })
    .returning({ id: clientSheets.id, sheetNumber: clientSheets.sheetNumber });
  return { ok: true, id: row!.id, sheetNumber: row!.sheetNumber };
}

/**
 * Updates a sheet, and moves it when `clientId` is another of the clinic's clients: it then takes that client's next
 * number, so no client has two sheets of one number.
 */
export async function updateSheet(
  scope: ShopScope,
  id: number,
  clientId: number,
  input: SheetInput,
): Promise<{ ok: true; id: number; sheetNumber: number; clientId: number } | SheetRefusal> {
  const { db, shopId } = scope;
  const sheet = await getSheet(scope, id);
  if (!sheet || !(await getSheetClient(scope, clientId))) return { ok: false, reason: "notFound" };
  if (!(await dietExists(scope, input.dietNumber))) return { ok: false, reason: "unknownDiet" };
  const moved = clientId !== sheet.clientId;
  const [row] = await db
    .update(clientSheets)
    .set({
      ...input,
      ...(moved ? { clientId, sheetNumber: nextSheetNumber(shopId, clientId) } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(clientSheets.shopId, shopId), eq(clientSheets.id, id)))
    .returning({ id: clientSheets.id, sheetNumber: clientSheets.sheetNumber, clientId: clientSheets.clientId });
  return row ? { ok: true, ...row } : { ok: false, reason: "notFound" };
}

/** The other sheets keep their numbers (a number the clinic has told the client stays true). */
export async function deleteSheet(
  scope: ShopScope,
  id: number,
): Promise<{ ok: true; sheetNumber: number; clientId: number } | SheetRefusal> {
  const { db, shopId } = scope;
  const [row] = await db
    .delete(clientSheets)
    .where(and(eq(clientSheets.shopId, shopId), eq(clientSheets.id, id)))
    .returning({ sheetNumber: clientSheets.sheetNumber, clientId: clientSheets.clientId });
  return row ? { ok: true, ...row } : { ok: false, reason: "notFound" };
}
