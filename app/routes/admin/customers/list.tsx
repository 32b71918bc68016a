import { CustomerListView } from "#app/components/admin/lists-customers";
import { panelMeta } from "#app/i18n/panel-texts";
import type { Route } from "./+types/list";
import { customerScreens } from "./customer.server";

/** Customers LIST with the CSV download (premium: see gate.tsx). */
export const loader = (args: Route.LoaderArgs) => customerScreens.listLoader(args);
export const action = (args: Route.ActionArgs) => customerScreens.listAction(args);

export default function CustomersList({ loaderData }: Route.ComponentProps) {
  return <CustomerListView rows={loaderData.rows} loadError={loaderData.loadError} />;
}

export const meta = panelMeta((t) => t.people.customers.title);
