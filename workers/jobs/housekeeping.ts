import { lt } from "drizzle-orm";
import { deleteExports, expiredExports } from "#app/server/admin/exports.server";
import { deleteOldResetLinks } from "#app/server/auth/password-reset.server";
import { deleteStaleRateLimits } from "#app/server/auth/rate-limit.server";
import { deleteExpiredSessions } from "#app/server/auth/sessions.server";
import { cellDb, cellNumbers } from "#app/server/cells.server";
import { purgeClosedAccounts } from "#app/server/closing/purge.server";
import { type Db, getDb } from "#app/server/db.server";
import { deleteOldLogs } from "#app/server/logs.server";
import { enqueueEmail, findStuckMails } from "#app/server/mail/outbox.server";
import { deleteOldAudit } from "#app/server/owner/audit.server";
import { failStaleBackups } from "#app/server/shop-data/backup-keeping.server";
import { deleteOldDataExports } from "#app/server/shop-data/data-export.server";
import { settleStaleMoves } from "#app/server/shop-data/move.server";
import { failStaleRestores, startDailyBackups } from "#app/server/shop-data/schedule.server";
import { idempotencyKeys, ownerWriteKeys } from "#db/schema/platform";

/**
 * Hourly cron: expired sessions and counters go, old idempotency records go, stuck e-mails are queued again, report
 * files and downloads of all a shop's data past their keeping time go with their records, logs older than 30 days and audit events older than a year go;
 * a backup or restore stopped between its parts is marked failed, a move between cells that stopped is failed or
 * taken up again (docs/decisions/0041), and in the India night each shop's daily backup
 * starts (app/server/shop-data/, docs/decisions/0037);
 * closed accounts' data goes 30 days after the owner's confirmation and their bills after 72 months (in batches).
 */
export async function runHousekeeping(env: Env, now = Date.now()): Promise<void> {
  const db = getDb(env.DB);
  await deleteExpiredSessions(db, now);
  await deleteOldResetLinks(db, now);
  await deleteOldLogs(db, now);
  await deleteOldAudit(db, now);
  await db.delete(ownerWriteKeys).where(lt(ownerWriteKeys.createdAt, new Date(now - 2 * 24 * 3600_000)));
  // What every cell keeps of its shops' own (docs/decisions/0041): answers to repeated posts, the order counters, the
  // report files. Cell 0's are the directory's own database.
  for (const cell of cellNumbers(env)) await tidyCell(env, cellDb(env, cell), now);
  for (const mail of await findStuckMails(db, new Date(now - 5 * 60_000))) {
    await enqueueEmail(env.JOBS, mail.id);
  }
  while ((await deleteOldDataExports(env, now)) > 0);
  await failStaleBackups(env, now);
  await failStaleRestores(env, now);
  await settleStaleMoves(env, now);
  await startDailyBackups(env, now);
  await purgeClosedAccounts(env, db, now);
}

async function tidyCell(env: Env, db: Db, now: number): Promise<void> {
  await deleteStaleRateLimits(db, now);
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now - 2 * 24 * 3600_000)));
  for (let expired = await expiredExports(db, now); expired.length > 0; expired = await expiredExports(db, now)) {
    const keys = expired.flatMap((e) => (e.fileKey ? [e.fileKey] : []));
    if (keys.length > 0) await env.FILES.delete(keys);
    await deleteExports(
      db,
      expired.map((e) => e.id),
    );
  }
}
