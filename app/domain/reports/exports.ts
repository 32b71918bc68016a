/**
 * Report files made in the background: a range with more yaadies than a request should write at once (a busy shop's
 * quarter) is handed to the Queue; the screen follows its progress and downloads the file from R2 when it is ready.
 * Pure: the routes, the job and the tests share these rules and texts.
 */

import { EXPORT_KINDS, EXPORT_STATUSES } from "#db/schema/enums";

// The kinds and statuses are report_exports' enums, declared with the schema.
export { EXPORT_KINDS, EXPORT_STATUSES };
export type ExportKind = (typeof EXPORT_KINDS)[number];
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** Up to this many yaadies a download is written in the request; more go to the Queue (EXPORT_INLINE_LIMIT overrides). */
export const DEFAULT_INLINE_YAADIES = 2000;

/** An unreadable or missing setting falls back to the default rather than sending every download to the Queue. */
export function inlineLimit(setting: string | undefined): number {
  const value = setting?.trim() ? Number(setting) : NaN;
  return Number.isSafeInteger(value) && value >= 0 ? value : DEFAULT_INLINE_YAADIES;
}

/** A finished file is kept this long; the hourly job removes it and its record afterwards. */
export const EXPORT_KEEP_DAYS = 7;

/** Yaadies read and written per step of the job: each step is one read, and one progress update on the screen. */
export const EXPORT_CHUNK_YAADIES = 1000;

/** A job that has not finished this long after taking an export is taken to have died; another delivery may retake it. */
export const EXPORT_STALE_MS = 10 * 60_000;

export const EXPORT_MESSAGES = {
  preparing: "Your file is being prepared. You can leave this page and come back; it is kept for 7 days.",
  ready: "Your file is ready.",
  failed: "The file could not be prepared. Please download it again.",
  gone: "This file is no longer kept. Please download it again.",
} as const;

export type ExportView = { status: ExportStatus; doneYaadies: number; totalYaadies: number };

/** What the progress line says: "Waiting to start…", then "1,000 of 4,512 yaadies written". */
export function progressText({ status, doneYaadies, totalYaadies }: ExportView): string {
  if (status === "queued") return "Waiting to start…";
  if (status === "running")
    return `${doneYaadies.toLocaleString("en-IN")} of ${totalYaadies.toLocaleString("en-IN")} yaadies written`;
  return status === "done" ? EXPORT_MESSAGES.ready : EXPORT_MESSAGES.failed;
}

export const isFinished = (status: ExportStatus) => status === "done" || status === "failed";
