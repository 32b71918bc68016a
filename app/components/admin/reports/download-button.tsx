import { useState } from "react";
import { useNavigate } from "react-router";
import { Notice } from "#app/components/form";
import { usePanelSay } from "#app/i18n/panel-texts";

/** The file name a download response names (RFC 6266: the UTF-8 `filename*` first, else `filename`). */
function fileNameOf(disposition: string | null, fallback: string): string {
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? "")?.[1];
  if (utf8) return decodeURIComponent(utf8);
  return /filename="([^"]+)"/i.exec(disposition ?? "")?.[1] ?? fallback;
}

/**
 * A download that says how it went (spec 3 "Downloads": 'Product-sheet downloaded.', 'Invalid data' / 'No Data' when
 * there is nothing, the 'Error retriving …' text when the request fails). A plain link before the page's scripts run.
 * A long range is made in the background: the button then opens that file's screen.
 */
export function DownloadButton({
  href,
  label,
  done,
  failed,
  fallbackName,
}: {
  href: string;
  label: string;
  done: string;
  failed: string;
  fallbackName: string;
}) {
  const [result, setResult] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const say = usePanelSay();
  async function download(event: React.MouseEvent) {
    event.preventDefault();
    setBusy(true);
    setResult(null);
    try {
      // JSON is asked for so that a range too long to write at once answers 202 and its file's screen (the Queue).
      const response = await fetch(href, {
        credentials: "same-origin",
        headers: { Accept: "text/csv, application/json" },
      });
      if (response.status === 202) {
        const { location } = (await response.json()) as { location: string };
        await navigate(location);
        return;
      }
      if (!response.ok) {
        // The route's short text: 'Invalid data' / 'No Data' for an empty export (an alert in the spec). The report
        // routes say it in the admin's language already; `say` covers a route that answers in the domain's English.
        const text =
          response.status === 404 || response.status === 400 ? say((await response.text()).slice(0, 200)) : failed;
        window.alert(text);
        setResult({ tone: "error", text });
        return;
      }
      const url = URL.createObjectURL(await response.blob());
      const a = document.createElement("a");
      a.href = url;
      a.download = fileNameOf(response.headers.get("Content-Disposition"), fallbackName);
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setResult({ tone: "success", text: done });
    } catch {
      setResult({ tone: "error", text: failed });
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="space-y-2">
      <a
        href={href}
        download
        onClick={download}
        aria-disabled={busy}
        className="inline-flex min-h-12 items-center rounded-lg bg-brand px-4 font-bold text-brand-contrast"
      >
        {label}
      </a>
      {result && <Notice tone={result.tone}>{result.text}</Notice>}
    </div>
  );
}
