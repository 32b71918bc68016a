import { CustomerForm, PremiumOnly } from "../../../components/admin/lists-customers";
import type { Route } from "./+types/edit";
import { customerFormAction, customerFormLoader } from "./customer.server";

/** Customer UPDATE and DELETE (premium): another shop's id is a 404; after an update the screen returns to LIST. */
export const loader = (args: Route.LoaderArgs) => customerFormLoader(args, args.params.customerId);
export const action = (args: Route.ActionArgs) => customerFormAction(args, args.params.customerId);

export default function EditCustomer({ loaderData, actionData }: Route.ComponentProps) {
  return loaderData.premium && loaderData.item ? (
    <CustomerForm item={loaderData.item} failed={actionData} />
  ) : (
    <PremiumOnly />
  );
}

export const meta = () => [{ title: "Customers – Admin panel" }, { name: "robots", content: "noindex" }];
