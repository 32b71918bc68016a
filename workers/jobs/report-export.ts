import { PartBuffer } from "#app/domain/part-buffer";
import { allYaadiesCsvHead, allYaadiesCsvRows } from "#app/domain/reports/all-yaadies";
import { EXPORT_CHUNK_YAADIES } from "#app/domain/reports/exports";
import { type DayRange, readDealer, readSale } from "#app/domain/reports/report-range";
import { summaryCsvHead, summaryCsvRows } from "#app/domain/reports/yaadi-summary";
import {
  claimExport,
  countYaadies,
  type ExportMessage,
  finishExport,
  partEnd,
  type ReportExport,
  recordProgress,
  summaryPart,
} from "#app/server/admin/exports.server";
import { rangeLines, type YaadiCursor, yaadiWindow } from "#app/server/admin/reports.server";
import { bindToShop, type ShopScope } from "#app/server/admin/shop-scope.server";
import { cellDb } from "#app/server/cells.server";
import { getDb } from "#app/server/db.server";

/** R2 multipart parts: at least 5 MiB, and all of one size but the last. */
const PART_BYTES = 5 * 1024 * 1024;

/**
 * Writes one report file in the background: the rows a part at a time (EXPORT_CHUNK_YAADIES yaadies per read), the
 * progress after each part, the file to R2 as a multipart upload so a quarter of a busy shop never sits whole in
 * memory. Idempotent under the Queue's at-least-once delivery: only the delivery that claims the export writes it.
 * Throws when a step fails (the upload is aborted first); the caller retries or gives up.
 */
export async function runExport(
  env: Env,
  { exportId, cell }: Pick<ExportMessage, "exportId" | "cell">,
  chunkYaadies = EXPORT_CHUNK_YAADIES,
): Promise<void> {
  const db = cellDb(env, cell);
  const job = await claimExport(db, exportId);
  if (!job) return;
  const scope = bindToShop(db, job.shopId, getDb(env.DB), cell);
  const key = `exports/shops/${job.shopId}/${job.id}/${crypto.randomUUID()}.csv`;
  const upload = await env.FILES.createMultipartUpload(key, {
    httpMetadata: { contentType: "text/csv; charset=utf-8", contentDisposition: "attachment" },
  });
  try {
    const buffer = new PartBuffer(PART_BYTES);
    const parts: R2UploadedPart[] = [];
    const flush = async (bytes: Uint8Array[]) => {
      for (const part of bytes) parts.push(await upload.uploadPart(parts.length + 1, part));
    };
    const totalYaadies = await countYaadies(scope, range(job));
    await recordProgress(db, job.id, { doneYaadies: 0, totalYaadies });
    for await (const { text, doneYaadies } of fileParts(scope, job, chunkYaadies)) {
      buffer.append(text);
      await flush(buffer.takeParts());
      await recordProgress(db, job.id, { doneYaadies, totalYaadies });
    }
    await flush([buffer.rest()]);
    await upload.complete(parts);
    await finishExport(db, job.id, { status: "done", fileKey: key });
  } catch (error) {
    await upload.abort().catch(() => undefined);
    throw error;
  }
}

/** The export's days, dealer and sales filters, as it was asked for (a stored filter always reads back). */
const range = (job: ReportExport): DayRange => ({
  from: job.fromDay,
  to: job.toDay,
  ...readDealer(job.dealer),
  ...readSale(job.sale),
});

/** The file's text in order: the BOM and header, then a part per `chunk` yaadies. */
async function* fileParts(
  scope: ShopScope,
  job: ReportExport,
  chunk: number,
): AsyncGenerator<{ text: string; doneYaadies: number }> {
  let done = 0;
  if (job.kind === "summary") {
    yield { text: summaryCsvHead(), doneYaadies: 0 };
    let before: YaadiCursor | null = null;
    for (;;) {
      const rows = await summaryPart(scope, range(job), before, chunk);
      if (rows.length === 0) return;
      const text = summaryCsvRows(rows, done + 1);
      done += rows.length;
      yield { text, doneYaadies: done };
      const last = rows.at(-1)!;
      before = { createdAt: last.createdAt, id: last.id };
    }
  }
  yield { text: allYaadiesCsvHead(job.kind), doneYaadies: 0 };
  let after: YaadiCursor | null = null;
  for (;;) {
    const end = await partEnd(scope, range(job), after, chunk);
    if (!end) return;
    const lines = await rangeLines(scope, range(job), yaadiWindow(after, end.cursor));
    done += end.yaadies;
    yield { text: allYaadiesCsvRows(job.kind, lines), doneYaadies: done };
    after = end.cursor;
  }
}
