import { env } from "cloudflare:test";
import { count, desc, eq } from "drizzle-orm";
import { runBackupStep } from "#app/server/shop-data/backup.server";
import { packDataExport } from "#app/server/shop-data/data-export.server";
import { dataReadme } from "#app/server/shop-data/data-readme.server";
import { shopBackupParts, shopBackups } from "#db/schema/backups";
import { dataExports } from "#db/schema/data-exports";
import { db } from "./helpers";

/**
 * Runs the shop's latest "Download all my data" to its end here and returns its record once finished (ready or
 * failed). The Queue in the background does the same steps, one message a second at its batch timeout; each step is
 * safe to run twice (a step finds its part recorded, a packing taken).
 */
export async function finishedDataExport(shopId: number) {
  const [latest] = await db()
    .select()
    .from(dataExports)
    .where(eq(dataExports.shopId, shopId))
    .orderBy(desc(dataExports.id))
    .limit(1);
  const backupId = latest!.backupId!;
  for (;;) {
    const [backup] = await db().select().from(shopBackups).where(eq(shopBackups.id, backupId));
    if (backup!.status !== "running") break;
    const [{ parts } = { parts: 0 }] = await db()
      .select({ parts: count() })
      .from(shopBackupParts)
      .where(eq(shopBackupParts.backupId, backupId));
    await runBackupStep(env, { type: "backup", backupId, step: parts, cell: 0 });
  }
  while ((await packDataExport(env, { backupId, cell: 0 }, await dataReadme())) === "not-yet");
  for (let i = 0; i < 300; i++) {
    const [row] = await db().select().from(dataExports).where(eq(dataExports.id, latest!.id));
    if (row && (row.status === "ready" || row.status === "failed")) return row;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the download was not finished in 30 s");
}
