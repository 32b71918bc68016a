import { z } from "#app/domain/zod";
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, type Manifest, partRows, sha256Hex } from "./format";
import { shopTable } from "./tables";

/*
 * The first step of an import (import.server.ts): whether an uploaded archive is one Yaadi can recreate a shop from.
 * Nothing is written before it has passed; each refusal is a sentence for the owner.
 */

const manifestSchema = z.object({
  format: z.string(),
  version: z.number(),
  day: z.string(),
  shop: z.object({ id: z.number().int(), url: z.string(), name: z.string() }),
  tables: z.array(
    z.object({
      name: z.string(),
      key: z.array(z.string()),
      columns: z.array(z.string()),
      rows: z.number().int(),
      parts: z.array(
        z.object({ file: z.string(), rows: z.number().int(), bytes: z.number().int(), sha256: z.string() }),
      ),
    }),
  ),
});

/** The files of an archive by name: an uploaded ZIP in R2, or a stored backup read as one. */
export type ArchiveFiles = {
  names: string[];
  read: (name: string) => Promise<Uint8Array>;
};

/** Why an archive cannot be imported, in a sentence the owner reads. */
export class ImportRefusal extends Error {}

/** A table whose rows carry their own AUTOINCREMENT id (the import gives them new ones). */
export const hasOwnIds = (table: string) => shopTable(table)?.key.join() === "id";

/** Reads the manifest and checks every part against it; returns the manifest and each id table's largest id. */
export async function checkArchive(zip: ArchiveFiles): Promise<{ manifest: Manifest; maxIds: Map<string, number> }> {
  if (!zip.names.includes("manifest.json")) throw new ImportRefusal("This is not a Yaadi archive: it has no manifest.");
  let raw: unknown;
  try {
    raw = JSON.parse(new TextDecoder().decode(await zip.read("manifest.json")));
  } catch {
    throw new ImportRefusal("This is not a Yaadi archive: its manifest cannot be read.");
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success || parsed.data.format !== BACKUP_FORMAT) {
    throw new ImportRefusal("This is not a Yaadi archive: its manifest is not a Yaadi backup's.");
  }
  if (parsed.data.version !== BACKUP_FORMAT_VERSION) {
    throw new ImportRefusal(
      `This archive is of format version ${parsed.data.version}; this Yaadi reads version ${BACKUP_FORMAT_VERSION}.`,
    );
  }
  const manifest = parsed.data as unknown as Manifest;
  const shopsTable = manifest.tables.find((t) => t.name === "shops");
  if (shopsTable?.rows !== 1) throw new ImportRefusal("This archive does not hold its shop's row.");
  const maxIds = new Map<string, number>();
  for (const table of manifest.tables) {
    if (!shopTable(table.name))
      throw new ImportRefusal(`This archive holds a table Yaadi does not know: ${table.name}.`);
    let rows = 0;
    for (const part of table.parts) {
      const name = `data/${part.file}`;
      if (!zip.names.includes(name)) throw new ImportRefusal(`The archive is missing ${name}.`);
      const bytes = (await zip.read(name)) as Uint8Array<ArrayBuffer>;
      if ((await sha256Hex(bytes)) !== part.sha256)
        throw new ImportRefusal(`${name} is damaged (its SHA-256 differs).`);
      const partRowsRead = partRows(new TextDecoder().decode(bytes));
      rows += partRowsRead.length;
      if (hasOwnIds(table.name)) {
        for (const row of partRowsRead) maxIds.set(table.name, Math.max(maxIds.get(table.name) ?? 0, Number(row.id)));
      }
    }
    if (rows !== table.rows)
      throw new ImportRefusal(`${table.name} has ${rows} rows; the manifest says ${table.rows}.`);
  }
  return { manifest, maxIds };
}
