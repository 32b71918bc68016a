import { NamedItemForm } from "../../../components/admin/lists-named";
import { namedFormAction, namedFormLoader } from "../+shared/named-list.server";
import type { Route } from "./+types/new";

/** Categories ADD (spec 2 §2): after a successful add the screen stays here, empty, with the success message. */
export const loader = (args: Route.LoaderArgs) => namedFormLoader("category", args);
export const action = (args: Route.ActionArgs) => namedFormAction("category", args);

export default function NewCategories({ loaderData, actionData }: Route.ComponentProps) {
  return <NamedItemForm kind="category" item={null} shopTypes={loaderData.shopTypes} failed={actionData} />;
}

export const meta = () => [{ title: "Categories – Admin panel" }, { name: "robots", content: "noindex" }];
