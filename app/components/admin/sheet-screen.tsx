import { useId, useState } from "react";
import { Link, useFetcher } from "react-router";
import { canApply, READ_ONLY_COLUMNS, type SheetAnalysis, type SheetProblem } from "#app/domain/admin/product-sheet";
import { checkSheetFile } from "#app/domain/admin/sheet-file";
import { UNITS } from "#app/domain/units";
import { CheckboxField, Notice, PrimaryButton } from "../form";
import { SheetAnalysisView } from "./sheet-analysis";
import { WriteKeyField } from "./write-key";

export type SheetResult = { intent: "analyse" | "upload"; analysis: SheetAnalysis | null; error: string | null };

type Props = { productCount: number; productsLimit: number; maxBytes: number; fallback: SheetResult | null };

/**
 * Download, then Analyse → Summary Checked → Upload Product Sheet (spec 2 §4). Both buttons post the same form, so
 * Upload sends the file still held by the file input again; the server analyses it afresh before writing.
 */
export function SheetScreen({ productCount, productsLimit, maxBytes, fallback }: Props) {
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
    setFileProblem(file ? checkSheetFile(file, maxBytes) : null);
    setStale(true);
    setChecked(false);
  }

  return (
    <div className="space-y-6">
      <h1 className="text-xl font-bold tracking-tight">PRODUCT SHEET</h1>

      <section
        aria-labelledby="sheet-download"
        className="space-y-2 rounded-lg border border-stone-200 bg-white p-4 shadow-sm"
      >
        <h2 id="sheet-download" className="text-lg font-bold">
          1. Download
        </h2>
        <p className="text-sm text-stone-700">
          All {productCount} products of your store (plan: max. {productsLimit} products), to edit in Excel, LibreOffice
          or Google Sheets.
        </p>
        {/* No download attribute: the answer's Content-Disposition names the file, and an expired session is then a
            visible redirect to the sign-in rather than a sign-in page saved as a .csv. */}
        <a
          href="/adminpanel/product-sheet.csv"
          className="flex min-h-11 items-center justify-center rounded-lg border border-brand bg-brand-soft px-4 py-2 font-bold text-brand-ink hover:bg-brand hover:text-brand-contrast sm:inline-flex"
        >
          Download Product Sheet
        </a>
      </section>

      <section
        aria-labelledby="sheet-upload"
        className="space-y-4 rounded-lg border border-stone-200 bg-white p-4 shadow-sm"
      >
        <h2 id="sheet-upload" className="text-lg font-bold">
          2. Upload
        </h2>
        <ul id={hintId} className="list-disc space-y-1 pl-5 text-sm text-stone-700">
          <li>
            Keep every row of the downloaded sheet. Change Name, Information, MRP, Final price, Unit, Instock or Rating.
          </li>
          <li>Add a new product as a new row and leave its ID empty.</li>
          <li>
            {READ_ONLY_COLUMNS.slice(0, -1).join(", ")} and {READ_ONLY_COLUMNS.at(-1)} are shown for reference only: the
            upload does not change them (change them in{" "}
            <Link className="font-semibold underline" to="/adminpanel/products">
              Products
            </Link>
            ).
          </li>
          <li>
            Unit:{" "}
            {Object.values(UNITS)
              .map((u) => u.name)
              .join(", ")}
            . Instock: Yes or No. Rating: 1 to 10. Prices in rupees.
          </li>
          <li>
            Save as “CSV UTF-8”, below {Math.floor(maxBytes / 1000)}kb (to make it smaller, delete the columns shown for
            reference).
          </li>
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
              Product sheet (CSV)
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
            {analysing ? "Analysing…" : "Analyse"}
          </button>

          {!stale && !analysing && result?.error && <Notice tone="error">{result.error}</Notice>}
          {analysis && <SheetAnalysisView analysis={analysis} />}

          <div className="space-y-2 border-t border-stone-200 pt-4">
            {ready && (
              <p className="text-sm text-stone-700">
                Check the summary above, tick Summary Checked, then Upload Product Sheet: all rows go in together.
              </p>
            )}
            {analysis && analysis.problems.length + analysis.rejected.length > 0 && (
              <p className="text-sm text-stone-700">
                Nothing can be uploaded from this sheet: correct it, choose it again and Analyse.
              </p>
            )}
            <CheckboxField label="Summary Checked" name="summaryChecked" checked={checked} onChange={setChecked} />
            <PrimaryButton
              type="submit"
              name="intent"
              value="upload"
              disabled={!ready || !checked || busy}
              className="sm:w-auto"
            >
              {busy && fetcher.formData?.get("intent") === "upload" ? "Uploading…" : "Upload Product Sheet"}
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
