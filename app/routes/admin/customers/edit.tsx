import { CustomerForm } from "#app/components/admin/lists-customers";
import { panelMeta } from "#app/i18n/panel-texts";
import type { Route } from "./+types/edit";
import { customerScreens } from "./customer.server";

/** Customer UPDATE and DELETE (premium): another shop's id is a 404; after an update the screen returns to LIST. */
export const loader = (args: Route.LoaderArgs) => customerScreens.formLoader(args);
export const action = (args: Route.ActionArgs) => customerScreens.formAction(args);

export default function EditCustomer({ loaderData, actionData }: Route.ComponentProps) {
  return <CustomerForm item={loaderData.item} failed={actionData} />;
}

export const meta = panelMeta((t) => t.people.customers.title);
