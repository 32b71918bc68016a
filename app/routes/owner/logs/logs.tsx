import { Link, useSearchParams } from "react-router";
import { Notice } from "#app/components/form";
import { LOG_LEVELS, LOG_MESSAGES, logText, readLogLevel } from "#app/domain/owner/logs";
import { formatIstDateTime } from "#app/domain/time";
import { recentLogs } from "#app/server/logs.server";
import { ownerOf } from "#app/server/owner/pipeline.server";
import type { Route } from "./+types/logs";

/**
 * 'Log Files' (spec 3 §2): Info or Error; 'last Date and Time' shows when the last event was; 'Download' saves the
 * .log file; 'Refresh content' shows the text here. The events are the product's own (app/server/logs.server.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const level = readLogLevel(params.get("level"));
  const show = params.get("show");
  try {
    const rows = await recentLogs(ownerOf(context).app.db, level, show === "content" ? 500 : 1);
    const lines = rows.map((r) => ({
      level: r.level,
      message: r.message,
      shopId: r.shopId,
      createdAt: r.createdAt.getTime(),
    }));
    return {
      level,
      lastAt: show === "last" ? (lines[0]?.createdAt ?? null) : undefined,
      text: show === "content" ? logText(lines) : null,
      error: null,
    };
  } catch {
    return { level, lastAt: undefined, text: null, error: LOG_MESSAGES.loadFailed };
  }
}

export default function Logs({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const { level } = loaderData;
  const base = "inline-flex min-h-11 items-center rounded-lg border px-3 text-sm font-bold";
  const link = `${base} border-stone-300 bg-white hover:bg-brand-soft`;
  const current = `${base} border-brand bg-brand text-brand-contrast`;
  return (
    <section className="space-y-3">
      <h1 className="text-xl font-bold tracking-tight">Log Files</h1>
      <nav aria-label="Log" className="flex gap-2">
        {LOG_LEVELS.map((l) => (
          <Link
            key={l}
            to={`?level=${l}`}
            aria-current={l === level ? "true" : undefined}
            className={l === level ? current : link}
          >
            {l === "info" ? "Info" : "Error"}
          </Link>
        ))}
      </nav>
      <div className="flex flex-wrap gap-2">
        <Link to={`?level=${level}&show=last`} className={link}>
          last Date and Time
        </Link>
        <Link reloadDocument to={`/owner/logs.log?level=${level}`} className={link}>
          Download
        </Link>
        <Link to={`?level=${level}&show=content`} className={link}>
          Refresh content
        </Link>
      </div>
      {loaderData.error && <Notice tone="error">{loaderData.error}</Notice>}
      {params.get("show") === "last" && loaderData.lastAt !== undefined && (
        <p role="status" className="font-semibold">
          {loaderData.lastAt === null
            ? LOG_MESSAGES.empty
            : LOG_MESSAGES.lastAt(formatIstDateTime(new Date(loaderData.lastAt)))}
        </p>
      )}
      {loaderData.text !== null && (
        <pre
          role="log"
          aria-label={`${level} log`}
          className="max-h-[70vh] overflow-auto rounded-lg border border-stone-200 bg-white p-3 text-xs break-words whitespace-pre-wrap"
        >
          {loaderData.text || LOG_MESSAGES.empty}
        </pre>
      )}
    </section>
  );
}

export const meta = () => [{ title: "Logs – Back office" }, { name: "robots", content: "noindex" }];
