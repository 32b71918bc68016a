import { Link } from "react-router";
import { OWNER_MENU } from "#app/components/owner/owner-shell";
import { ownerOf } from "#app/server/owner/pipeline.server";
import type { Route } from "./+types/home";

/** The back office's first screen after sign-in: the menu as large buttons (on a phone the top row scrolls). */
export function loader({ context }: Route.LoaderArgs) {
  return { userName: ownerOf(context).userName };
}

export default function OwnerHome() {
  return (
    <section>
      <h1 className="mb-3 text-xl font-bold tracking-tight">Back office</h1>
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
