import { and, asc, count, desc, eq, gte, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { EXPORT_KEEP_DAYS, EXPORT_STALE_MS, type ExportKind, type ExportStatus } from "#app/domain/reports/exports";
import { type DayRange, dealerValue } from "#app/domain/reports/report-range";
import type { SummaryCsvRow } from "#app/domain/reports/yaadi-summary";
import { reportExports } from "#db/schema/exports";
import { yaadies } from "#db/schema/orders";
import type { Db } from "../db.server";
import { cameAfter, type YaadiCursor } from "./reports.server";
import type { ShopScope } from "./shop-scope.server";
import { inRange, summaryCsvColumns } from "./yaadies.server";

/*
 * Report files made in the background (app/domain/reports/exports.ts): the record the screen follows, the Queue
 * message that starts the job, and the reads the job makes a part at a time.
 */

/** `cell`: the shop's cell, which holds the export's record and the rows it reads (docs/decisions/0041). */
export type ExportMessage = { type: "export"; exportId: number; cell: number };

export type ReportExport = typeof reportExports.$inferSelect;

/** How many yaadies a download of the range would hold (cancelled left out), to choose between now and the Queue. */
export async function countYaadies(scope: ShopScope, range: DayRange): Promise<number> {
  const [row] = await scope.db.select({ n: count() }).from(yaadies).where(inRange(scope, range));
  return row?.n ?? 0;
}

/**
 * Queues the file, or returns the one already being made for the same download (a second tap, another device), so
 * one long range is written once.
 */
export async function startExport(
  scope: ShopScope,
  queue: Queue,
  asked: { kind: ExportKind; range: DayRange; fileName: string },
): Promise<number> {
  const same = and(
    eq(reportExports.shopId, scope.shopId),
    eq(reportExports.kind, asked.kind),
    eq(reportExports.fromDay, asked.range.from),
    eq(reportExports.toDay, asked.range.to),
    eq(reportExports.dealer, dealerValue(asked.range.dealer)),
    eq(reportExports.sale, asked.range.sale ?? ""),
  );
  const [pending] = await scope.db
    .select({ id: reportExports.id })
    .from(reportExports)
    .where(and(same, inArray(reportExports.status, ["queued", "running"])))
    .limit(1);
  if (pending) return pending.id;
  const [created] = await scope.db
    .insert(reportExports)
    .values({
      shopId: scope.shopId,
      kind: asked.kind,
      fromDay: asked.range.from,
      toDay: asked.range.to,
      dealer: dealerValue(asked.range.dealer),
      sale: asked.range.sale ?? "",
      fileName: asked.fileName,
    })
    .returning({ id: reportExports.id });
  await queue.send({ type: "export", exportId: created!.id, cell: scope.cell } satisfies ExportMessage);
  return created!.id;
}

/** One of the shop's exports (another shop's id finds nothing). */
export async function findExport(scope: ShopScope, id: number): Promise<ReportExport | undefined> {
  const [row] = await scope.db
    .select()
    .from(reportExports)
    .where(and(eq(reportExports.shopId, scope.shopId), eq(reportExports.id, id)))
    .limit(1);
  return row;
}

/** The shop's exports of the last days, newest first: the files still kept. */
export async function recentExports(scope: ShopScope, now = Date.now()): Promise<ReportExport[]> {
  return scope.db
    .select()
    .from(reportExports)
    .where(
      and(
        eq(reportExports.shopId, scope.shopId),
        gte(reportExports.createdAt, new Date(now - EXPORT_KEEP_DAYS * 86_400_000)),
      ),
    )
    .orderBy(desc(reportExports.createdAt), desc(reportExports.id))
    .limit(20);
}

// ---- The job's side: it knows the export's id from the Queue message and scopes every read by the export's shop.

/**
 * Takes the export for this delivery: a queued one, or one whose job stopped answering (EXPORT_STALE_MS). Null when it
 * is finished or another delivery is at work on it (the Queue delivers at least once).
 */
export async function claimExport(db: Db, id: number, now = Date.now()): Promise<ReportExport | null> {
  const [row] = await db
    .update(reportExports)
    .set({ status: "running", claimedAt: new Date(now), doneYaadies: 0 })
    .where(
      and(
        eq(reportExports.id, id),
        or(
          eq(reportExports.status, "queued"),
          and(
            eq(reportExports.status, "running"),
            or(isNull(reportExports.claimedAt), lt(reportExports.claimedAt, new Date(now - EXPORT_STALE_MS))),
          ),
        ),
      ),
    )
    .returning();
  return row ?? null;
}

export async function recordProgress(
  db: Db,
  id: number,
  progress: { doneYaadies: number; totalYaadies: number },
  now = Date.now(),
): Promise<void> {
  await db
    .update(reportExports)
    .set({ ...progress, claimedAt: new Date(now) })
    .where(eq(reportExports.id, id));
}

export async function finishExport(
  db: Db,
  id: number,
  outcome: { status: Extract<ExportStatus, "done" | "failed">; fileKey?: string },
  now = Date.now(),
): Promise<void> {
  await db
    .update(reportExports)
    .set({ status: outcome.status, fileKey: outcome.fileKey ?? null, finishedAt: new Date(now) })
    .where(eq(reportExports.id, id));
}

/** Gives a failed try's export back to the Queue's next delivery of its message. */
export async function releaseExport(db: Db, id: number): Promise<void> {
  await db
    .update(reportExports)
    .set({ status: "queued", claimedAt: null })
    .where(and(eq(reportExports.id, id), eq(reportExports.status, "running")));
}

/** A part of the summary file: the range's yaadies newest first, after `before` (the last one written). */
export async function summaryPart(
  scope: ShopScope,
  range: DayRange,
  before: YaadiCursor | null,
  limit: number,
): Promise<SummaryCsvRow[]> {
  const rows = await scope.db
    .select(summaryCsvColumns)
    .from(yaadies)
    .where(
      and(
        inRange(scope, range),
        before ? sql`(${yaadies.createdAt}, ${yaadies.id}) < (${before.createdAt}, ${before.id})` : undefined,
      ),
    )
    .orderBy(desc(yaadies.createdAt), desc(yaadies.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.getTime() }));
}

/** The last of the next `limit` yaadies in the order they came, after `after`: where the next part of lines ends. */
export async function partEnd(
  scope: ShopScope,
  range: DayRange,
  after: YaadiCursor | null,
  limit: number,
): Promise<{ cursor: YaadiCursor; yaadies: number } | null> {
  const keys = await scope.db
    .select({ createdAt: yaadies.createdAt, id: yaadies.id })
    .from(yaadies)
    .where(and(inRange(scope, range), cameAfter(after)))
    .orderBy(asc(yaadies.createdAt), asc(yaadies.id))
    .limit(limit);
  const last = keys.at(-1);
  return last ? { cursor: { createdAt: last.createdAt.getTime(), id: last.id }, yaadies: keys.length } : null;
}

/** Exports past their keeping time, every shop's, 100 at a time (D1's bound parameters): the hourly job removes them. */
export async function expiredExports(db: Db, now = Date.now()): Promise<{ id: number; fileKey: string | null }[]> {
  return db
    .select({ id: reportExports.id, fileKey: reportExports.fileKey })
    .from(reportExports)
    .where(lt(reportExports.createdAt, new Date(now - EXPORT_KEEP_DAYS * 86_400_000)))
    .limit(100);
}

export async function deleteExports(db: Db, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(reportExports).where(inArray(reportExports.id, ids));
}
