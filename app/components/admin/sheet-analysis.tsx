import { COLUMNS, type SheetAnalysis, type SheetValues, unitIdFromName } from "#app/domain/admin/product-sheet";
import type { PanelTexts } from "#app/i18n/panel";
import { usePanelTexts } from "#app/i18n/panel-texts";
import { Notice } from "../form";

/**
 * The result of Analyse: why the sheet cannot go in, the counts, then row by row what would happen. The server wrote
 * the problems and reasons in the admin's language; the file's column headings are named as the reader calls them.
 */
export function SheetAnalysisView({ analysis }: { analysis: SheetAnalysis }) {
  const t = usePanelTexts();
  const s = t.sheet.summary;
  const column = (heading: string) => (t.sheet.columns as Record<string, string>)[heading] ?? heading;
  const cell = (heading: string, value: string) => cellText(t, heading, value);
  const { problems, added, updated, unchanged, rejected } = analysis;
  const rows = added.length + updated.length + unchanged.length + rejected.length;
  return (
    <section aria-labelledby="sheet-summary" className="space-y-4">
      <h2 id="sheet-summary" className="text-lg font-bold">
        {s.heading}
      </h2>
      {problems.map((p) => (
        <div key={p.message} role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-red-800">
          <p className="font-semibold">{p.message}</p>
          {p.detail && <p className="text-sm">{p.detail}</p>}
        </div>
      ))}
      {rows > 0 && (
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
          <Count label={s.rows} value={rows} wide />
          <Count label={s.toAdd} value={added.length} />
          <Count label={s.toUpdate} value={updated.length} />
          <Count label={s.unchanged} value={unchanged.length} />
          <Count label={s.rejected} value={rejected.length} tone={rejected.length > 0 ? "bad" : undefined} />
        </dl>
      )}
      {problems.length === 0 && rejected.length === 0 && added.length + updated.length === 0 && rows > 0 && (
        <Notice tone="success">{s.matches}</Notice>
      )}
      {rejected.length > 0 && (
        <RowGroup title={s.group(s.rejected, rejected.length)} tone="bad">
          {rejected.map((r) => (
            <li key={r.row} className="py-2">
              <RowHead row={r.row} id={r.id} name={r.name || s.noName} />
              <ul className="mt-1 list-disc pl-5 text-sm text-red-800">
                {r.reasons.map((reason) => (
                  <li key={reason}>
                    <span>{reason}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </RowGroup>
      )}
      {added.length > 0 && (
        <RowGroup title={s.group(s.toAdd, added.length)}>
          {added.map((a) => (
            <li key={a.row} className="py-2">
              <RowHead row={a.row} name={a.values.name} />
              <p className="text-sm text-stone-700">{describeValues(t, a.values)}</p>
            </li>
          ))}
        </RowGroup>
      )}
      {updated.length > 0 && (
        <RowGroup title={s.group(s.toUpdate, updated.length)}>
          {updated.map((u) => (
            <li key={u.row} className="py-2">
              <RowHead row={u.row} id={String(u.id)} name={u.values.name} />
              <ul className="text-sm text-stone-700">
                {u.changes.map((c) => (
                  <li key={c.column}>
                    {column(c.column)}: <s className="text-stone-500">{c.from ? cell(c.column, c.from) : s.empty}</s> →{" "}
                    <strong>{c.to ? cell(c.column, c.to) : s.empty}</strong>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </RowGroup>
      )}
      {unchanged.length > 0 && (
        <details className="rounded-lg border border-stone-200 bg-white px-3 py-2">
          <summary className="min-h-11 cursor-pointer content-center font-semibold">
            {s.group(s.unchanged, unchanged.length)}
          </summary>
          <ul className="divide-y divide-stone-100">
            {unchanged.map((u) => (
              <li key={u.row} className="py-1.5">
                <RowHead row={u.row} id={String(u.id)} name={u.name} />
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}

function Count({ label, value, tone, wide }: { label: string; value: number; tone?: "bad"; wide?: boolean }) {
  // On a phone the total takes a row of its own and the four kinds sit two by two below it.
  return (
    <div
      className={`rounded-lg border px-3 py-2 ${wide ? "col-span-2 sm:col-span-1" : ""} ${tone === "bad" ? "border-red-300 bg-red-50 text-red-800" : "border-stone-200 bg-white"}`}
    >
      <dt className="text-xs font-semibold uppercase tracking-wide text-stone-600">{label}</dt>
      <dd className="text-2xl font-bold">{value}</dd>
    </div>
  );
}

function RowGroup({ title, tone, children }: { title: string; tone?: "bad"; children: React.ReactNode }) {
  return (
    <section
      aria-label={title}
      className={`rounded-lg border bg-white px-3 py-2 ${tone === "bad" ? "border-red-300" : "border-stone-200"}`}
    >
      <h3 className={`font-bold ${tone === "bad" ? "text-red-800" : "text-brand-ink"}`}>{title}</h3>
      <ul className="divide-y divide-stone-100">{children}</ul>
    </section>
  );
}

function RowHead({ row, id, name }: { row: number; id?: string; name: string }) {
  const { summary } = usePanelTexts().sheet;
  return (
    <p className="flex flex-wrap gap-x-2 text-sm">
      <span className="font-semibold text-stone-600">{summary.row(row)}</span>
      {id && <span className="text-stone-600">{summary.id(id)}</span>}
      <span className="font-semibold break-all text-stone-900">{name}</span>
    </p>
  );
}

function describeValues(t: PanelTexts, v: SheetValues): string {
  return t.sheet.summary.added({
    information: v.information,
    mrpPaise: v.mrpPaise,
    pricePaise: v.pricePaise,
    unit: t.products.units[v.unitId],
    inStock: v.inStock === 1,
    rating: v.rating,
  });
}

/** A cell's value as the file writes it, for the reader: its Instock's Yes/No and its unit's name as the panel says them. */
function cellText(t: PanelTexts, heading: string, value: string): string {
  if (heading === COLUMNS.inStock)
    return value === "Yes" ? t.products.form.yes : value === "No" ? t.products.form.no : value;
  const unitId = heading === COLUMNS.unit ? unitIdFromName(value) : null;
  return unitId === null ? value : t.products.units[unitId];
}
