import { data, Outlet, useLoaderData, useMatches } from "react-router";
import { AdminFooter, AdminHeader, columnWidth, FlashNotice } from "#app/components/admin/admin-shell";
import { LiveOrders } from "#app/components/admin/live-orders";
import { isWideScreen } from "#app/components/admin/screen-handle";
import { ShopApp } from "#app/components/admin/shop-app";
import type { AdminLayoutData } from "#app/domain/admin/layout";
import { isClinic } from "#app/domain/clinic/clinic";
import { isLocale } from "#app/i18n/locale";
import { loadPanelPage } from "#app/i18n/panel/page-texts";
import { screenSectionsOf } from "#app/i18n/panel/parts";
import { adminOf, signedInAdmin } from "#app/server/admin/pipeline.server";
import { readFlash } from "#app/server/panel/flash.server";
import { newWriteKey, writeOnce } from "#app/server/panel/write-once.server";
import { readOnlyDuringRestore } from "#app/server/shop-data/read-only.server";
import type { Route } from "./+types/layout";

/**
 * The frame of every admin screen under /adminpanel/…: header, the message of the last action, footer. Its middleware
 * is the admin pipeline: the session's admin and shop are resolved once per request for every loader and action
 * below, and each write happens once however often it is sent.
 */
export const middleware: Route.MiddlewareFunction[] = [signedInAdmin, readOnlyDuringRestore, writeOnce];

/**
 * Opening a screen of another family asks for its texts beside its data (app/i18n/panel/parts.ts), instead of once its
 * data has arrived and the screen finds them missing; the page is written in `<html lang>`.
 */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  ({ request }, next) => {
    const { lang } = document.documentElement;
    if (isLocale(lang)) void loadPanelPage(screenSectionsOf(new URL(request.url).pathname), lang).catch(() => {});
    return next();
  },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { shop } = adminOf(context);
  const { flash, headers } = readFlash(request);
  return data<AdminLayoutData>(
    {
      shop: {
        shopName: shop.name,
        shopUrl: shop.url,
        status: shop.status,
        homePageFacility: shop.homePageFacility === 1,
        clinic: isClinic(shop),
      },
      flash,
      // New with every load (and so after every save): the key each form of the page sends with its write.
      writeKey: newWriteKey(),
    },
    { headers },
  );
}

export default function AdminLayout() {
  const { shop, flash } = useLoaderData<typeof loader>();
  const wide = isWideScreen(useMatches());
  return (
    <>
      <ShopApp clinic={shop.clinic} />
      <AdminHeader shop={shop} wide={wide} />
      <main className={`mx-auto px-3 py-4 ${columnWidth(wide)}`}>
        <FlashNotice flash={flash} />
        <Outlet />
      </main>
      <AdminFooter shopUrl={shop.shopUrl} wide={wide} />
      {/* A diet clinic takes no orders: nothing to hear, so no connection is opened. */}
      {!shop.clinic && <LiveOrders />}
    </>
  );
}

export function meta() {
  return [{ title: "Admin panel – Yaadi" }, { name: "robots", content: "noindex" }];
}
