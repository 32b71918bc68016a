import { Form } from "react-router";
import { formatIstDateTime } from "#app/domain/time";
import { recentAudit } from "#app/server/owner/audit.server";
import { ownerOf } from "#app/server/owner/pipeline.server";
import type { Route } from "./+types/audit";

/** The audit log (issue 12, DECISIONS.md "Logs"): every owner action, newest first, optionally for one shop's URL. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const shopUrl = (new URL(request.url).searchParams.get("shop") ?? "").trim().toLowerCase().slice(0, 40);
  const rows = await recentAudit(ownerOf(context).app.db, { shopUrl: shopUrl || undefined });
  return {
    shopUrl,
    rows: rows.map((r) => ({
      id: r.id,
      actor: r.actor,
      action: r.action,
      shopUrl: r.shopUrl,
      details: r.details,
      reason: r.reason,
      createdAt: r.createdAt.getTime(),
    })),
  };
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { rows, shopUrl } = loaderData;
  return (
    <section className="space-y-3">
      <h1 className="text-xl font-bold tracking-tight">Audit log</h1>
      <p className="text-sm text-stone-700">What was done in the back office, by whom and when. Kept for a year.</p>
      <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
        <label className="text-sm font-semibold">
          Shop url
          <input
            type="search"
            name="shop"
            defaultValue={shopUrl}
            className="mt-1 block rounded-lg border border-stone-300 bg-white px-3 py-2 text-base font-normal"
          />
        </label>
        <button type="submit" className="min-h-11 rounded-lg bg-brand px-4 font-bold text-brand-contrast">
          Show
        </button>
      </Form>
      {rows.length === 0 ? (
        <p className="py-6 text-center text-stone-600">No actions recorded.</p>
      ) : (
        <ol aria-label="Audit events" className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
          {rows.map((r) => (
            <li key={r.id} className="px-3 py-2">
              <p className="font-semibold break-words">
                {r.action}
                {r.shopUrl && ` · ${r.shopUrl}`}
              </p>
              {r.details && <p className="text-sm break-words text-stone-700">{r.details}</p>}
              {r.reason && <p className="text-sm break-words text-stone-700">Reason: {r.reason}</p>}
              <p className="text-xs text-stone-600">
                {formatIstDateTime(new Date(r.createdAt))} · {r.actor}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export const meta = () => [{ title: "Audit log – Back office" }, { name: "robots", content: "noindex" }];
