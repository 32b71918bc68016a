import { logFileName, logText, readLogLevel } from "#app/domain/owner/logs";
import { recentLogs } from "#app/server/logs.server";
import { ownerOf, signedInOwner } from "#app/server/owner/pipeline.server";
import type { Route } from "./+types/download";

/** The Logs screen's Download: the level's last 30 days as a .log file, newest first. */
export const middleware: Route.MiddlewareFunction[] = [signedInOwner];

export async function loader({ request, context }: Route.LoaderArgs) {
  const level = readLogLevel(new URL(request.url).searchParams.get("level"));
  const rows = await recentLogs(ownerOf(context).app.db, level, 20_000);
  const text = logText(
    rows.map((r) => ({ level: r.level, message: r.message, shopId: r.shopId, createdAt: r.createdAt.getTime() })),
  );
  return new Response(text, {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Disposition": `attachment; filename="${logFileName(level)}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
