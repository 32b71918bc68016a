import { CustomerForm, PremiumOnly } from "../../../components/admin/lists-customers";
import type { Route } from "./+types/new";
import { customerFormAction, customerFormLoader } from "./customer.server";

/** Customer ADD (premium): stays here, empty, with 'Customer {name} added successfully.' */
export const loader = (args: Route.LoaderArgs) => customerFormLoader(args);
export const action = (args: Route.ActionArgs) => customerFormAction(args);

export default function NewCustomer({ loaderData, actionData }: Route.ComponentProps) {
  return loaderData.premium ? <CustomerForm item={null} failed={actionData} /> : <PremiumOnly />;
}

export const meta = () => [{ title: "Customers – Admin panel" }, { name: "robots", content: "noindex" }];
