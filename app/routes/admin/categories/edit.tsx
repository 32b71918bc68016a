import { NamedItemForm } from "../../../components/admin/lists-named";
import { namedFormAction, namedFormLoader } from "../+shared/named-list.server";
import type { Route } from "./+types/edit";

/** Categories UPDATE and DELETE (spec 2 §2): another shop's id is a 404; after an update the screen returns to LIST. */
export const loader = (args: Route.LoaderArgs) => namedFormLoader("category", args, args.params.categoryId);
export const action = (args: Route.ActionArgs) => namedFormAction("category", args, args.params.categoryId);

export default function EditCategories({ loaderData, actionData }: Route.ComponentProps) {
  return <NamedItemForm kind="category" item={loaderData.item} shopTypes={loaderData.shopTypes} failed={actionData} />;
}

export const meta = () => [{ title: "Categories – Admin panel" }, { name: "robots", content: "noindex" }];
