import { CustomerListView, PremiumOnly } from "../../../components/admin/lists-customers";
import type { Route } from "./+types/list";
import { customerListAction, customerListLoader } from "./customer.server";

/** Customers LIST with the CSV download (premium); a basic shop sees only the premium notice. */
export const loader = (args: Route.LoaderArgs) => customerListLoader(args);
export const action = (args: Route.ActionArgs) => customerListAction(args);

export default function CustomersList({ loaderData }: Route.ComponentProps) {
  return loaderData.premium ? (
    <CustomerListView rows={loaderData.rows} loadError={loaderData.loadError} />
  ) : (
    <PremiumOnly />
  );
}

export const meta = () => [{ title: "Customers – Admin panel" }, { name: "robots", content: "noindex" }];
