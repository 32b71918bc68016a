import { useEffect } from "react";
import { Link, useRevalidator } from "react-router";
import { Notice } from "#app/components/form";
import { EXPORT_MESSAGES, type ExportStatus, isFinished } from "#app/domain/reports/exports";
import { usePanelSay, usePanelTexts } from "#app/i18n/panel-texts";

/* A report file made in the background (app/domain/reports/exports.ts): progress while it is written, then its download. */

type FileView = {
  id: number;
  fileName: string;
  status: ExportStatus;
  doneYaadies: number;
  totalYaadies: number;
  createdAt: number;
};

/** How often the screen asks how far the job has come. */
const POLL_MS = 2000;

export function ExportView({ file, others }: { file: FileView; others: readonly FileView[] }) {
  const { reports } = usePanelTexts();
  const t = reports.file;
  const say = usePanelSay();
  const revalidator = useRevalidator();
  const finished = isFinished(file.status);
  useEffect(() => {
    if (finished) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [finished, revalidator]);

  return (
    <section className="max-w-2xl space-y-4">
      {/* Without scripts the page refreshes itself until the file is ready. */}
      {!finished && (
        <noscript>
          <meta httpEquiv="refresh" content="3" />
        </noscript>
      )}
      <h1 className="text-xl font-bold tracking-tight">{t.title}</h1>
      <div className="space-y-3 rounded-lg border border-stone-200 bg-white p-4">
        <p className="font-bold break-words">{t.name(file.fileName)}</p>
        {file.status === "done" ? (
          <>
            <Notice tone="success">{say(EXPORT_MESSAGES.ready)}</Notice>
            <FileLink file={file} primary />
          </>
        ) : file.status === "failed" ? (
          <Notice tone="error">{say(EXPORT_MESSAGES.failed)}</Notice>
        ) : (
          <Progress file={file} />
        )}
      </div>
      {others.length > 0 && <OtherFiles files={others} />}
      <p>
        <Link to="/adminpanel/yaadi-summary" className="font-semibold text-brand-ink underline">
          {t.back}
        </Link>
      </p>
    </section>
  );
}

function Progress({ file }: { file: FileView }) {
  const { file: t } = usePanelTexts().reports;
  const say = usePanelSay();
  const text = t.progress(file);
  return (
    <div className="space-y-2">
      <label htmlFor="export-progress" className="block font-semibold">
        {text}
      </label>
      <progress
        id="export-progress"
        className="h-3 w-full accent-brand"
        max={Math.max(file.totalYaadies, 1)}
        // No value while waiting: an indeterminate bar, not an empty one.
        value={file.status === "running" ? file.doneYaadies : undefined}
      />
      <p role="status" className="text-sm text-stone-700">
        {say(EXPORT_MESSAGES.preparing)}
      </p>
    </div>
  );
}

function FileLink({ file, primary = false }: { file: FileView; primary?: boolean }) {
  const { file: t } = usePanelTexts().reports;
  const look = primary
    ? "min-h-12 bg-brand px-4 text-brand-contrast"
    : "min-h-11 border border-stone-300 bg-white px-3 text-sm hover:bg-brand-soft";
  return (
    <Link
      reloadDocument
      to={`/adminpanel/exports/${file.id}/file`}
      className={`inline-flex items-center rounded-lg font-bold ${look}`}
      aria-label={t.downloadFile(file.fileName)}
    >
      {t.download}
    </Link>
  );
}

function OtherFiles({ files }: { files: readonly FileView[] }) {
  const { reports } = usePanelTexts();
  const t = reports.file;
  return (
    <div>
      <h2 className="mb-2 font-bold">{t.others}</h2>
      <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
        {files.map((f) => (
          <li key={f.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
            <span className="min-w-0">
              <span className="block font-semibold break-words">{t.name(f.fileName)}</span>
              <span className="block text-sm text-stone-600">{reports.dateTime(f.createdAt)}</span>
            </span>
            {f.status === "done" ? (
              <FileLink file={f} />
            ) : (
              <Link to={`/adminpanel/exports/${f.id}`} className="text-sm font-semibold text-brand-ink underline">
                {f.status === "failed" ? t.failed : t.preparing}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
