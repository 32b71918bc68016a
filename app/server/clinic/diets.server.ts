import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import type { DietType } from "#app/domain/clinic/clinic";
import type { DietInput } from "#app/domain/clinic/diet-schema";
import { clientSheets, diets } from "#db/schema/clinic";
import type { ShopScope } from "../admin/shop-scope.server";

/*
 * A clinic's diets (spec 3 §2 "Diet-clinic admin", §3 "Diet"). Every query is scoped by the shop id; the routes have
 * already checked that the shop is a clinic and premium.
 *
 * The diet number is unique within a clinic: client sheets name their diet by it. There is no unique index, so each
 * write checks first (to name the diet holding the number) and then writes in ONE guarded statement ("... where not
 * exists ..."): D1 runs a statement alone, so two saves of one number at once cannot both pass; the one that finds
 * nothing written is answered as the check would have answered it.
 *
 * Sheets keep their diet: a diet that client sheets use cannot be deleted, nor can its number change (the sheets would
 * then name no diet, or a diet added later under the old number). The clinic owner sees how many sheets use it and
 * can move those sheets first. The same guard is part of the write itself, so a sheet saved meanwhile is counted.
 */

export type DietRow = { id: number; dietNumber: number; dietType: DietType; dietName: string; dietContent: string };

export type NotFound = { ok: false; reason: "notFound" };
export type NumberUsed = { ok: false; reason: "numberUsed"; dietName: string };
export type KeptBySheets = { ok: false; reason: "usedBySheets"; dietNumber: number; sheets: number };

const columns = {
  id: diets.id,
  dietNumber: diets.dietNumber,
  dietType: diets.dietType,
  dietName: diets.dietName,
  dietContent: diets.dietContent,
};

/** By diet number, as the clinic numbers them. */
export function listDiets(scope: ShopScope): Promise<DietRow[]> {
  const { db, shopId } = scope;
  return db.select(columns).from(diets).where(eq(diets.shopId, shopId)).orderBy(asc(diets.dietNumber), asc(diets.id));
}

export async function getDiet(scope: ShopScope, id: number): Promise<{ ok: true; diet: DietRow } | NotFound> {
  const { db, shopId } = scope;
  const [row] = await db
    .select(columns)
    .from(diets)
    .where(and(eq(diets.shopId, shopId), eq(diets.id, id)))
    .limit(1);
  return row ? { ok: true, diet: row } : { ok: false, reason: "notFound" };
}

/** This clinic's other diet holding `dietNumber`, if any. */
async function dietWithNumber(
  scope: ShopScope,
  dietNumber: number,
  exceptId: number | null,
): Promise<{ dietName: string } | undefined> {
  const { db, shopId } = scope;
  const [row] = await db
    .select({ dietName: diets.dietName })
    .from(diets)
    .where(
      and(
        eq(diets.shopId, shopId),
        eq(diets.dietNumber, dietNumber),
        exceptId === null ? undefined : ne(diets.id, exceptId),
      ),
    )
    .orderBy(asc(diets.id))
    .limit(1);
  return row;
}

/** How many of this clinic's client sheets name `dietNumber`. */
export async function sheetsUsing(scope: ShopScope, dietNumber: number): Promise<number> {
  const { db, shopId } = scope;
  const [row] = await db
    .select({ n: count() })
    .from(clientSheets)
    .where(and(eq(clientSheets.shopId, shopId), eq(clientSheets.dietNumber, dietNumber)));
  return row?.n ?? 0;
}

const numberUsed = (holder: { dietName: string } | undefined): NumberUsed => ({
  ok: false,
  reason: "numberUsed",
  dietName: holder?.dietName ?? "another diet",
});

export async function addDiet(scope: ShopScope, input: DietInput): Promise<{ ok: true; id: number } | NumberUsed> {
  const { db, shopId } = scope;
  const holder = await dietWithNumber(scope, input.dietNumber, null);
  if (holder) return numberUsed(holder);
  const [row] = await db.all<{ id: number }>(sql`
    insert into diets (shop_id, diet_number, diet_type, diet_name, diet_content)
    select ${shopId}, ${input.dietNumber}, ${input.dietType}, ${input.dietName}, ${input.dietContent}
    where not exists (select 1 from diets d where d.shop_id = ${shopId} and d.diet_number = ${input.dietNumber})
    returning id`);
  // Nothing written: another save took the number since the check.
  return row ? { ok: true, id: row.id } : numberUsed(await dietWithNumber(scope, input.dietNumber, null));
}

export async function updateDiet(
  scope: ShopScope,
  id: number,
  input: DietInput,
): Promise<{ ok: true; id: number } | NotFound | NumberUsed | KeptBySheets> {
  const { db, shopId } = scope;
  const found = await getDiet(scope, id);
  if (!found.ok) return found;
  const before = found.diet;
  const refusal = await updateRefusal(scope, before, input);
  if (refusal) return refusal;
  const [row] = await db.all<{ id: number }>(sql`
    update diets set diet_number = ${input.dietNumber}, diet_type = ${input.dietType}, diet_name = ${input.dietName},
      diet_content = ${input.dietContent}, updated_at = ${Date.now()}
    where id = ${id} and shop_id = ${shopId}
      and not exists (select 1 from diets d where d.shop_id = ${shopId} and d.diet_number = ${input.dietNumber} and d.id <> ${id})
      and (diet_number = ${input.dietNumber}
        or not exists (select 1 from client_sheets s where s.shop_id = ${shopId} and s.diet_number = diets.diet_number))
    returning id`);
  if (row) return { ok: true, id: row.id };
  // Something changed since the checks (a save of the same number, a new sheet, the diet deleted): say which.
  const now = await getDiet(scope, id);
  return now.ok ? ((await updateRefusal(scope, now.diet, input)) ?? numberUsed(undefined)) : now;
}

async function updateRefusal(
  scope: ShopScope,
  before: DietRow,
  input: DietInput,
): Promise<NumberUsed | KeptBySheets | null> {
  const holder = await dietWithNumber(scope, input.dietNumber, before.id);
  if (holder) return numberUsed(holder);
  if (before.dietNumber === input.dietNumber) return null;
  const sheets = await sheetsUsing(scope, before.dietNumber);
  return sheets > 0 ? { ok: false, reason: "usedBySheets", dietNumber: before.dietNumber, sheets } : null;
}

export async function deleteDiet(
  scope: ShopScope,
  id: number,
): Promise<{ ok: true; dietName: string } | NotFound | KeptBySheets> {
  const { db, shopId } = scope;
  const [row] = await db.all<{ diet_name: string }>(sql`
    delete from diets
    where id = ${id} and shop_id = ${shopId}
      and not exists (select 1 from client_sheets s where s.shop_id = ${shopId} and s.diet_number = diets.diet_number)
    returning diet_name`);
  if (row) return { ok: true, dietName: row.diet_name };
  const found = await getDiet(scope, id);
  if (!found.ok) return found;
  const { dietNumber } = found.diet;
  return { ok: false, reason: "usedBySheets", dietNumber, sheets: await sheetsUsing(scope, dietNumber) };
}
