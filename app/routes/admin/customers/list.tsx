import { CustomerListView } from "#app/components/admin/lists-customers";
import type { Route } from "./+types/list";
import { customerScreens } from "./customer.server";

/** Customers LIST with the CSV download (premium: see gate.tsx). */
export const loader = (args: Route.LoaderArgs) => customerScreens.listLoader(args);
export const action = (args: Route.ActionArgs) => customerScreens.listAction(args);

export default function CustomersList({ loaderData }: Route.ComponentProps) {
  return <CustomerListView rows={loaderData.rows} loadError={loaderData.loadError} />;
}

export const meta = () => [{ title: "Customers – Admin panel" }, { name: "robots", content: "noindex" }];
