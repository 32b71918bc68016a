import { ClientForm, ClientsLocked } from "../../../components/admin/lists-clients";
import type { Route } from "./+types/edit";
import { clientFormAction, clientFormLoader } from "./client.server";

/** Client UPDATE and DELETE: another shop's id is a 404; after an update the screen returns to LIST. */
export const loader = (args: Route.LoaderArgs) => clientFormLoader(args, args.params.clientId);
export const action = (args: Route.ActionArgs) => clientFormAction(args, args.params.clientId);

export default function EditClient({ loaderData, actionData }: Route.ComponentProps) {
  return loaderData.premium && loaderData.item ? (
    <ClientForm item={loaderData.item} failed={actionData} />
  ) : (
    <ClientsLocked />
  );
}

export const meta = () => [{ title: "Clients – Admin panel" }, { name: "robots", content: "noindex" }];
