import { useRouteLoaderData } from "react-router";
import type { AdminLayoutData } from "#app/domain/admin/layout";
import type { Flash } from "#app/domain/flash";

/** The admin layout's data (shop and the last action's flash) for screens below it. */
export function useAdminLayout(): AdminLayoutData {
  const data = useRouteLoaderData<AdminLayoutData>("routes/admin/layout");
  if (!data) throw new Error("useAdminLayout outside the admin layout");
  return data;
}

/**
 * The last action's message, in either panel: the shop's admin panel or the platform owner's back office, whose
 * screens share the list and form frames (LIST/ADD, a changed row on top).
 */
export function usePanelFlash(): Flash | null {
  const admin = useRouteLoaderData<{ flash: Flash | null }>("routes/admin/layout");
  const owner = useRouteLoaderData<{ flash: Flash | null }>("routes/owner/layout");
  return (admin ?? owner)?.flash ?? null;
}
