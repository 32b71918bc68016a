import { data, type RouterContextProvider } from "react-router";
import { ADMIN_ERRORS } from "#app/domain/admin/messages";
import {
  currentMonth,
  PERIOD_MESSAGE,
  parsePeriod,
  periodChoices,
  quarterOf,
  type ReturnPeriod,
} from "#app/domain/gst/return-periods";
import {
  b2bRows,
  b2csRows,
  choiceOf,
  docsRows,
  type GstReturnsData,
  hsnRows,
  NOT_REGULAR_MESSAGE,
  RETURN_FILES,
  type ReturnFile,
  returnCsv,
  returnFileName,
  taxByRate,
  withoutHsn,
} from "#app/domain/gst/returns";
import { billNumberPrefix } from "#app/domain/gst/series";
import { isTurbo } from "#app/domain/plans";
import { istDate } from "#app/domain/time";
import { b2bLines, issuedDocuments, periodTotals, periodTurnover } from "#app/server/admin/gst-returns.server";
import { adminOf } from "#app/server/admin/pipeline.server";
import { reportRefusal } from "#app/server/admin/report-refusal.server";
import { shopTaxOf } from "#app/server/admin/shop-tax.server";
import { notFound } from "#app/server/panel/access.server";
import { csvResponse } from "#app/server/panel/download.server";

/*
 * GST Returns (issue 28, part 4): a month's or a quarter's tax by rate and documents issued, and the GST portal's
 * offline-tool files. Turbo, like Cash Billing (bills are Turbo's); the numbers are a regular registration's.
 * `?period=2026-11` (a month) or `?period=2026-27-q3` (a quarter); none is the month under way.
 */

type Args = { request: Request; context: Readonly<RouterContextProvider> };

function askedPeriod(request: Request, today: string): ReturnPeriod | null {
  const value = new URL(request.url).searchParams.get("period");
  if (value === null || value === "") return currentMonth(today);
  return value.length > 12 ? null : parsePeriod(value, today);
}

export async function gstLoader({ request, context }: Args, now = new Date()) {
  const admin = adminOf(context);
  const today = istDate(now);
  const { months, quarters } = periodChoices(today);
  const frame: GstReturnsData = {
    locked: !isTurbo(admin.shop.versionTypeId),
    choices: { months: months.map(choiceOf), quarters: quarters.map(choiceOf) },
    period: null,
    error: null,
    shopKind: "none",
    regular: null,
    composition: null,
  };
  if (frame.locked) return data(frame);
  const period = askedPeriod(request, today);
  const tax = await shopTaxOf(admin.scope);
  const shown = { ...frame, shopKind: tax.kind };
  if (!period) return data<GstReturnsData>({ ...shown, error: PERIOD_MESSAGE }, { status: 400 });
  if (tax.kind === "composition") {
    const quarter = quarterOf(period);
    const turnoverPaise = await periodTurnover(admin.scope, quarter);
    return data<GstReturnsData>({
      ...shown,
      period: choiceOf(period),
      composition: { quarter: choiceOf(quarter), turnoverPaise },
    });
  }
  if (tax.kind !== "regular") return data<GstReturnsData>({ ...shown, period: choiceOf(period) });
  const [totals, documents] = await Promise.all([
    periodTotals(admin.scope, period),
    issuedDocuments(admin.scope, period),
  ]);
  const prefix = billNumberPrefix(period.year);
  return data<GstReturnsData>({
    ...shown,
    period: choiceOf(period),
    regular: {
      ...taxByRate(totals),
      documents,
      withoutHsn: withoutHsn(totals),
      documentsText: documents
        ? { first: `${prefix}${documents.firstSerial}`, last: `${prefix}${documents.lastSerial}` }
        : null,
    },
  });
}

/** `b2cs.csv` → "b2cs"; null for a name that is not one of the files. */
function fileOf(name: string | undefined): ReturnFile | null {
  const file = name?.replace(/\.csv$/, "");
  return file && Object.hasOwn(RETURN_FILES, file) && name === `${file}.csv` ? (file as ReturnFile) : null;
}

/**
 * One of the offline tool's files for the period. A file with no rows is still the tool's file (its header): a month
 * without B2B bills has an empty b2b.csv, which the tool takes.
 */
export async function gstFile({ request, context }: Args, name: string | undefined, now = new Date()) {
  const admin = adminOf(context);
  const file = fileOf(name);
  if (!file) notFound();
  if (!isTurbo(admin.shop.versionTypeId)) return reportRefusal(admin, ADMIN_ERRORS.turboOnly, 403);
  const period = askedPeriod(request, istDate(now));
  if (!period) return reportRefusal(admin, PERIOD_MESSAGE, 400);
  if ((await shopTaxOf(admin.scope)).kind !== "regular") return reportRefusal(admin, NOT_REGULAR_MESSAGE, 409);
  const rows =
    file === "docs"
      ? docsRows(await issuedDocuments(admin.scope, period))
      : file === "b2b"
        ? b2bRows(await b2bLines(admin.scope, period))
        : (file === "hsn" ? hsnRows : b2csRows)(await periodTotals(admin.scope, period));
  return csvResponse(returnCsv(file, rows), returnFileName(file, period));
}
