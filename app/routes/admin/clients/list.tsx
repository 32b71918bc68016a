import { ClientListView, ClientsLocked } from "../../../components/admin/lists-clients";
import type { Route } from "./+types/list";
import { clientListAction, clientListLoader } from "./client.server";

/** Clients LIST with the CSV download (spec 3 §2 "Diet-clinic admin"); a basic clinic sees only the premium notice. */
export const loader = (args: Route.LoaderArgs) => clientListLoader(args);
export const action = (args: Route.ActionArgs) => clientListAction(args);

export default function ClientsList({ loaderData }: Route.ComponentProps) {
  return loaderData.premium ? (
    <ClientListView rows={loaderData.rows} loadError={loaderData.loadError} />
  ) : (
    <ClientsLocked />
  );
}

export const meta = () => [{ title: "Clients – Admin panel" }, { name: "robots", content: "noindex" }];
