import { useId, useMemo, useState } from "react";
import { Link, useFetcher } from "react-router";
import { canApply, READ_ONLY_COLUMNS, type SheetAnalysis, type SheetProblem } from "#app/domain/admin/product-sheet";
import { checkSheetFile } from "#app/domain/admin/sheet-file";
import { type SheetWords, UNIT_NAMES } from "#app/domain/admin/sheet-words";
import type { PanelTexts } from "#app/i18n/panel";
import { usePanelSay, usePanelTexts } from "#app/i18n/panel-texts";
import { CheckboxField, Notice, PrimaryButton } from "../form";
import { SheetAnalysisView } from "./sheet-analysis";
import { WriteKeyField } from "./write-key";

export type SheetResult = { intent: "analyse" | "upload"; analysis: SheetAnalysis | null; error: string | null };

type Props = { productCount: number; productsLimit: number; maxBytes: number; fallback: SheetResult | null };

/**
 * The words the sheet's checks write in, from the panel's book (the browser's file check, the server's analysis): the
 * sheet's own, the plan limit's as Products says it, and `say` for the domain's fixed English.
 */
export function sheetWordsOf(t: PanelTexts, say: (english: string) => string): SheetWords {
  return { ...t.sheet.analysis, productsLimit: t.products.limitReached, say };
}

/**
 * Download, then Analyse → Summary Checked → Upload Product Sheet (spec 2 §4). Both buttons post the same form, so
 * Upload sends the file still held by the file input again; the server analyses it afresh before writing.
 */
export function SheetScreen({ productCount, productsLimit, maxBytes, fallback }: Props) {
  const t = usePanelTexts();
  const say = usePanelSay();
  const words = useMemo(() => sheetWordsOf(t, say), [t, say]);
  const s = t.sheet;
  const fetcher = useFetcher<SheetResult>();
  const result = fetcher.data ?? fallback;
  const [fileProblem, setFileProblem] = useState<SheetProblem | null>(null);
  const [hasFile, setHasFile] = useState(false);
  // An analysis belongs to the file it was made from: choosing another file hides it until Analyse runs again.
  const [stale, setStale] = useState(false);
  const [checked, setChecked] = useState(false);
  const busy = fetcher.state !== "idle";
  const analysing = busy && fetcher.formData?.get("intent") === "analyse";
  const analysis = stale || analysing ? null : (result?.analysis ?? null);
  const ready = analysis !== null && canApply(analysis);
  const inputId = useId();
  const hintId = useId();

  function chooseFile(file: File | null) {
    setHasFile(file !== null);
    setFileProblem(file ? checkSheetFile(file, maxBytes, words) : null);
    setStale(true);
    setChecked(false);
  }

  return (
    <div className="space-y-6">
      <h1 className="text-xl font-bold tracking-tight">{s.heading}</h1>

      <section
        aria-labelledby="sheet-download"
        className="space-y-2 rounded-lg border border-stone-200 bg-white p-4 shadow-sm"
      >
        <h2 id="sheet-download" className="text-lg font-bold">
          {s.download}
        </h2>
        <p className="text-sm text-stone-700">{s.downloadLead(productCount, productsLimit)}</p>
        {/* No download attribute: the answer's Content-Disposition names the file, and an expired session is then a
            visible redirect to the sign-in rather than a sign-in page saved as a .csv. */}
        <a
          href="/adminpanel/product-sheet.csv"
          className="flex min-h-11 items-center justify-center rounded-lg border border-brand bg-brand-soft px-4 py-2 font-bold text-brand-ink hover:bg-brand hover:text-brand-contrast sm:inline-flex"
        >
          {s.downloadButton}
        </a>
      </section>

      <section
        aria-labelledby="sheet-upload"
        className="space-y-4 rounded-lg border border-stone-200 bg-white p-4 shadow-sm"
      >
        <h2 id="sheet-upload" className="text-lg font-bold">
          {s.upload}
        </h2>
        <ul id={hintId} className="list-disc space-y-1 pl-5 text-sm text-stone-700">
          <li>{s.keepRows}</li>
          <li>{s.newRow}</li>
          <li>
            {s.readOnly.before(READ_ONLY_COLUMNS)}
            <Link className="font-semibold underline" to="/adminpanel/products">
              {s.readOnly.link}
            </Link>
            {s.readOnly.after}
          </li>
          <li>{s.values(UNIT_NAMES)}</li>
          <li>{s.saveAs(Math.floor(maxBytes / 1000))}</li>
        </ul>

        <fetcher.Form
          method="post"
          encType="multipart/form-data"
          className="space-y-4"
          onSubmit={() => setStale(false)}
        >
          <WriteKeyField />
          <div className="space-y-1">
            <label htmlFor={inputId} className="block font-semibold">
              {s.file}
            </label>
            <input
              id={inputId}
              type="file"
              name="sheet"
              accept=".csv,text/csv,application/vnd.ms-excel"
              aria-describedby={hintId}
              onChange={(e) => chooseFile(e.target.files?.[0] ?? null)}
              className="block w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-base file:mr-3 file:rounded-md file:border-0 file:bg-brand-soft file:px-3 file:py-2 file:font-semibold file:text-brand-ink"
            />
          </div>
          {fileProblem && <Problem problem={fileProblem} />}
          <button
            type="submit"
            name="intent"
            value="analyse"
            disabled={!hasFile || fileProblem !== null || busy}
            className="min-h-11 w-full rounded-lg border border-brand bg-white px-4 py-2.5 font-bold text-brand-ink hover:bg-brand-soft disabled:cursor-not-allowed disabled:opacity-50 sm:w-auto"
          >
            {analysing ? s.analysing : s.analyse}
          </button>

          {!stale && !analysing && result?.error && <Notice tone="error">{result.error}</Notice>}
          {analysis && <SheetAnalysisView analysis={analysis} />}

          <div className="space-y-2 border-t border-stone-200 pt-4">
            {ready && <p className="text-sm text-stone-700">{s.ready}</p>}
            {analysis && analysis.problems.length + analysis.rejected.length > 0 && (
              <p className="text-sm text-stone-700">{s.cannotUpload}</p>
            )}
            <CheckboxField label={s.summaryChecked} name="summaryChecked" checked={checked} onChange={setChecked} />
            <PrimaryButton
              type="submit"
              name="intent"
              value="upload"
              disabled={!ready || !checked || busy}
              className="sm:w-auto"
            >
              {busy && fetcher.formData?.get("intent") === "upload" ? s.uploading : s.uploadButton}
            </PrimaryButton>
          </div>
        </fetcher.Form>
      </section>
    </div>
  );
}

function Problem({ problem }: { problem: SheetProblem }) {
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-red-800">
      <p className="font-semibold">{problem.message}</p>
      {problem.detail && <p className="text-sm">{problem.detail}</p>}
    </div>
  );
}
