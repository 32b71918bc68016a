import { CustomerForm } from "#app/components/admin/lists-customers";
import { panelMeta } from "#app/i18n/panel-texts";
import type { Route } from "./+types/new";
import { customerScreens } from "./customer.server";

/** Customer ADD (premium): stays here, empty, with 'Customer {name} added successfully.' */
export const loader = (args: Route.LoaderArgs) => customerScreens.formLoader(args);
export const action = (args: Route.ActionArgs) => customerScreens.formAction(args);

export default function NewCustomer({ actionData }: Route.ComponentProps) {
  return <CustomerForm item={null} failed={actionData} />;
}

export const meta = panelMeta((t) => t.people.customers.title);
