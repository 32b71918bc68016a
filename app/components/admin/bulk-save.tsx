import { usePanelTexts } from "#app/i18n/panel-texts";
import { Notice } from "../form";

/** What a row's save answers: the spec's success text, or the message of what was refused. */
export type BulkSaveResult =
  | { ok: true; id: number; message: string; error?: undefined }
  | { ok: false; error: string; message?: undefined };

/** A changed row's Save: disabled while a message shows or the save runs. */
export function BulkSaveButton({ busy, disabled }: { busy: boolean; disabled: boolean }) {
  const t = usePanelTexts();
  return (
    <button
      type="submit"
      disabled={busy || disabled}
      className="min-h-11 rounded-lg bg-brand px-5 py-2 font-bold text-brand-contrast shadow-sm hover:bg-brand-strong disabled:cursor-not-allowed disabled:opacity-50"
    >
      {busy ? t.bulk.saving : t.bulk.save}
    </button>
  );
}

/** The row's last answer under it (an edit clears it, see the rows). */
export function BulkRowResult({ result }: { result: BulkSaveResult | null }) {
  if (!result) return null;
  return (
    <div className="mt-2">
      <Notice tone={result.ok ? "success" : "error"}>{result.ok ? result.message : result.error}</Notice>
    </div>
  );
}
