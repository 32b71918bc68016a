import { z } from "zod";
import { clients, diets } from "../../../db/schema/clinic";
import { DIET_TYPES } from "../../domain/clinic/clinic";
import { type Db, insertStatements, runBatch } from "../db.server";

/*
 * A diet clinic's rows for the development-only shop fixture (fixture-shop.server.ts): the clients and diets an
 * end-to-end test of the clinic's screens starts from, written directly, as the catalogue rows are.
 */

export const fixtureClient = z
  .object({
    name: z.string().min(1).max(40),
    whatsApp: z.string().regex(/^\d{10}$/),
    address: z.string().max(80).optional(),
  })
  .strict();

export const fixtureDiet = z
  .object({
    dietNumber: z.number().int().min(0).max(999),
    dietName: z.string().min(1).max(80),
    dietType: z.enum(DIET_TYPES).optional(),
    dietContent: z.string().min(1).max(1000),
  })
  .strict();

export async function addClinicRows(
  db: Db,
  shopId: number,
  rows: { clients: z.output<typeof fixtureClient>[]; diets: z.output<typeof fixtureDiet>[] },
): Promise<void> {
  const statements = [
    ...insertStatements(
      db,
      clients,
      rows.clients.map((c) => ({ shopId, name: c.name, whatsApp: c.whatsApp, address: c.address ?? "" })),
    ),
    ...insertStatements(
      db,
      diets,
      rows.diets.map((d) => ({ shopId, ...d, dietType: d.dietType ?? "Easy" })),
    ),
  ];
  if (statements.length > 0) await runBatch(db, statements);
}
