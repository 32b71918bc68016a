import { useEffect } from "react";
import { Form, Link, useNavigation, useRevalidator } from "react-router";
import { Notice } from "#app/components/form";
import { usePanelTexts } from "#app/i18n/panel-texts";
import type { DATA_EXPORT_STATUSES } from "#db/schema/enums";
import { WriteKeyField } from "./write-key";

/* "Download all my data" (app/server/shop-data/data-export.server.ts): prepare, follow its progress, download. */

type FileView = {
  id: number;
  status: (typeof DATA_EXPORT_STATUSES)[number];
  tablesDone: number;
  tablesTotal: number;
  filesDone: number;
  filesTotal: number;
  bytes: number;
  createdAt: number;
};

/** How often the screen asks how far the job has come. */
const POLL_MS = 2000;

const inProgress = (file: FileView) => file.status === "backing-up" || file.status === "packing";

export function MyDataView({ files, error }: { files: readonly FileView[]; error: string | null }) {
  const t = usePanelTexts().myData;
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const [latest, ...earlier] = files;
  const working = files.some(inProgress);
  useEffect(() => {
    if (!working) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [working, revalidator]);
  const starting = navigation.state !== "idle" && navigation.formMethod === "POST";

  return (
    <section className="max-w-2xl space-y-4">
      {/* Without scripts the page refreshes itself until the file is ready. */}
      {working && (
        <noscript>
          <meta httpEquiv="refresh" content="3" />
        </noscript>
      )}
      <h1 className="text-xl font-bold tracking-tight">{t.title}</h1>
      <p className="text-stone-700">{t.intro}</p>
      {error && <Notice tone="error">{error}</Notice>}
      {latest && (
        <div className="space-y-3 rounded-lg border border-stone-200 bg-white p-4">
          <LatestFile file={latest} />
        </div>
      )}
      {!working && (
        <Form method="post">
          <WriteKeyField />
          <button
            type="submit"
            disabled={starting}
            className="min-h-12 rounded-lg bg-brand px-4 font-bold text-brand-contrast disabled:opacity-50"
          >
            {starting ? t.starting : t.start}
          </button>
        </Form>
      )}
      {earlier.some((f) => f.status === "ready") && (
        <div>
          <h2 className="mb-2 font-bold">{t.earlier}</h2>
          <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
            {earlier
              .filter((f) => f.status === "ready")
              .map((f) => (
                <li key={f.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                  <span>
                    {t.made(f.createdAt)} · {t.size(f.bytes)}
                  </span>
                  <DownloadLink file={f} />
                </li>
              ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function LatestFile({ file }: { file: FileView }) {
  const t = usePanelTexts().myData;
  if (file.status === "ready") {
    return (
      <>
        <Notice tone="success">{t.ready}</Notice>
        <p className="flex flex-wrap items-center gap-3">
          <DownloadLink file={file} primary />
          <span className="text-sm text-stone-600">
            {t.made(file.createdAt)} · {t.size(file.bytes)}
          </span>
        </p>
      </>
    );
  }
  if (file.status === "failed") return <Notice tone="error">{t.failed}</Notice>;
  const copying = file.status === "backing-up";
  const [done, total] = copying ? [file.tablesDone, file.tablesTotal] : [file.filesDone, file.filesTotal];
  const text = copying ? t.copying(done, total) : total > 0 ? t.packing(done, total) : t.waiting;
  return (
    <div className="space-y-2">
      <label htmlFor="data-progress" className="block font-semibold">
        {text}
      </label>
      <progress id="data-progress" className="h-3 w-full accent-brand" max={Math.max(total, 1)} value={done} />
      <p role="status" className="text-sm text-stone-700">
        {t.preparing}
      </p>
    </div>
  );
}

function DownloadLink({ file, primary = false }: { file: FileView; primary?: boolean }) {
  const t = usePanelTexts().myData;
  const look = primary
    ? "min-h-12 bg-brand px-4 text-brand-contrast"
    : "min-h-11 border border-stone-300 bg-white px-3 text-sm hover:bg-brand-soft";
  return (
    <Link
      reloadDocument
      to={`/adminpanel/my-data/${file.id}/file`}
      className={`inline-flex items-center rounded-lg font-bold ${look}`}
      aria-label={t.downloadOf(t.made(file.createdAt))}
    >
      {t.download}
    </Link>
  );
}

/** Your Account's way to the download: what it holds, and the screen that prepares it. */
export function MyDataCard() {
  const t = usePanelTexts().myData;
  return (
    <section aria-labelledby="my-data-heading" className="space-y-2 rounded-lg border border-stone-200 bg-white p-4">
      <h2 id="my-data-heading" className="font-bold">
        {t.title}
      </h2>
      <p className="text-sm text-stone-700">{t.intro}</p>
      <Link
        to="/adminpanel/my-data"
        className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 px-3 font-bold hover:bg-brand-soft"
      >
        {t.open}
      </Link>
    </section>
  );
}
