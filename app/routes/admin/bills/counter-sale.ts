import { redirect } from "react-router";
import type { Route } from "./+types/counter-sale";
import { counterSaleAction } from "./bills.server";

/**
 * Cash Billing's "Print Bill" posts here (the store page in billing mode): under the admin layout, so the signed-in
 * admin's pipeline, write-once and the Turbo gate run first. Answers JSON to the page.
 */
export const action = (args: Route.ActionArgs) => counterSaleAction(args);

/** Nothing to show: the bills are listed on Bills. */
export function loader() {
  return redirect("/adminpanel/bills");
}
