import { data, Outlet, useLoaderData } from "react-router";
import { AdminFooter, AdminHeader, FlashNotice } from "../../components/admin/admin-shell";
import { requireAdmin } from "../../server/admin/access.server";
import { readFlash } from "../../server/admin/flash.server";
import { getAppContext } from "../../server/context.server";
import type { Route } from "./+types/layout";

/**
 * The frame of every admin screen under /adminpanel/…: header, the message of the last action, footer.
 * Each child loader and action checks the session again itself (loaders run in parallel; a layout is no guard).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request, getAppContext(context), "setup");
  const { flash, headers } = readFlash(request);
  return data(
    {
      shop: { shopName: admin.shop.name, shopUrl: admin.shop.url, status: admin.shop.status, homePageFacility: admin.shop.homePageFacility === 1 },
      flash,
    },
    { headers },
  );
}

export type AdminLayoutData = Awaited<ReturnType<typeof loader>>["data"];

export default function AdminLayout() {
  const { shop, flash } = useLoaderData<typeof loader>();
  return (
    <>
      <AdminHeader shop={shop} />
      <main className="mx-auto max-w-5xl px-3 py-4">
        <FlashNotice flash={flash} />
        <Outlet />
      </main>
      <AdminFooter shopUrl={shop.shopUrl} />
    </>
  );
}

export function meta() {
  return [{ title: "Admin panel – Yaadi" }, { name: "robots", content: "noindex" }];
}
