import { Link } from "react-router";
import { formatIstDateTime } from "#app/domain/time";
import { whatsAppLink } from "#app/domain/whatsapp";
import { ownerOf } from "#app/server/owner/pipeline.server";
import { listRegistrations } from "#app/server/registrations.server";
import type { Route } from "./+types/registrations";

/** Registrations from /registration, newest first: chat with the owner, or create the shop with its details filled in. */
export async function loader({ context }: Route.LoaderArgs) {
  const rows = await listRegistrations(ownerOf(context).app.db);
  return { rows: rows.map((r) => ({ ...r, createdAt: r.createdAt.getTime() })) };
}

export default function Registrations({ loaderData }: Route.ComponentProps) {
  const { rows } = loaderData;
  return (
    <section className="space-y-3">
      <h1 className="text-xl font-bold tracking-tight">
        {rows.length === 0 ? "NO REGISTRATIONS" : `LIST OF REGISTRATIONS (${rows.length})`}
      </h1>
      {rows.length > 0 && (
        <ol
          aria-label="Registrations"
          className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white"
        >
          {rows.map((r) => (
            <li key={r.id} className="flex flex-wrap items-start justify-between gap-2 px-3 py-3">
              <div className="min-w-0">
                <p className="font-semibold break-words">
                  {r.shopName}{" "}
                  <span className="font-normal text-stone-600">
                    · {r.city} {r.pinCode}
                  </span>
                </p>
                <p className="text-sm break-words">
                  {r.ownerName} · {r.address}
                </p>
                <p className="text-sm">
                  <a
                    className="font-semibold text-brand-ink underline"
                    href={whatsAppLink(r.whatsApp)}
                    aria-label={`WhatsApp ${r.ownerName} on ${r.whatsApp}`}
                  >
                    {r.whatsApp}
                  </a>{" "}
                  · mobile {r.mobile}
                  {r.email && ` · ${r.email}`}
                </p>
                <p className="text-xs text-stone-600">
                  No. {r.id} · {formatIstDateTime(new Date(r.createdAt))}
                </p>
              </div>
              {r.shopId ? (
                <Link
                  to={`/owner/shops/${r.shopId}`}
                  className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-brand-ink underline"
                >
                  Shop created
                </Link>
              ) : (
                <Link
                  to={`/owner/shops/new?registration=${r.id}`}
                  className="inline-flex min-h-11 items-center rounded-lg bg-brand px-3 text-sm font-bold text-brand-contrast"
                >
                  Create shop
                </Link>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export const meta = () => [{ title: "Registrations – Back office" }, { name: "robots", content: "noindex" }];
