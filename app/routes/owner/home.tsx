import { Link } from "react-router";
import { OWNER_MENU } from "#app/components/owner/owner-shell";
import { closingRequests } from "#app/server/closing/confirm.server";
import { ownerOf } from "#app/server/owner/pipeline.server";
import type { Route } from "./+types/home";

/**
 * The back office's first screen after sign-in: requests to close an account waiting for the owner, then the menu as
 * large buttons (on a phone the top row scrolls).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const owner = ownerOf(context);
  return { userName: owner.userName, closings: await closingRequests(owner.app) };
}

export default function OwnerHome({ loaderData }: Route.ComponentProps) {
  const { closings } = loaderData;
  return (
    <section>
      <h1 className="mb-3 text-xl font-bold tracking-tight">Back office</h1>
      {closings.length > 0 && (
        <section aria-labelledby="closing-requests" className="mb-4 rounded-xl border border-red-200 bg-white p-4">
          <h2 id="closing-requests" className="font-bold text-red-800">
            Requests to close an account
          </h2>
          <ul className="mt-2 space-y-1">
            {closings.map((c) => (
              <li key={c.shopId}>
                <Link
                  to={`/owner/shops/${c.shopId}/closing`}
                  className="inline-flex min-h-11 items-center font-semibold text-brand-strong underline"
                >
                  {`${c.shopUrl} (${c.shopName}), asked ${new Date(c.requestedAt).toISOString().slice(0, 10)}`}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
        {OWNER_MENU.map((entry) => (
          <li key={entry.to}>
            <Link
              to={entry.to}
              className="flex min-h-14 items-center rounded-lg border border-stone-200 bg-white px-4 font-bold hover:bg-brand-soft"
            >
              {entry.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
