import { useRouteLoaderData } from "react-router";
import type { AdminLayoutData } from "../../routes/admin/layout";

/** The admin layout's data (shop and the last action's flash) for screens below it. */
export function useAdminLayout(): AdminLayoutData {
  const data = useRouteLoaderData<AdminLayoutData>("routes/admin/layout");
  if (!data) throw new Error("useAdminLayout outside the admin layout");
  return data;
}
