import { CustomersDataView } from "#app/components/owner/customers-data";
import { CUSTOMERS_DATA_MESSAGES, CUSTOMERS_DATA_WINDOW_DAYS } from "#app/domain/owner/customers-data";
import { earliestDay } from "#app/domain/reports/report-range";
import { readRange } from "#app/domain/reports/report-range-query";
import { istDate } from "#app/domain/time";
import { scopeOfShop } from "#app/server/admin/shop-scope.server";
import { addNewCustomers, findShopForData, shopChoices } from "#app/server/owner/customers-data.server";
import { ownerOf } from "#app/server/owner/pipeline.server";
import { idParam, notFound } from "#app/server/panel/access.server";
import { redirectWithFlash } from "#app/server/panel/flash.server";
import type { Route } from "./+types/screen";

/** Actual Customers Data (spec 3 §2 'Select a Shop'); /owner/customers-data/:shopId once a shop is chosen. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { app } = ownerOf(context);
  const today = istDate(new Date());
  const shops = await shopChoices(app.db);
  const shop = params.shopId ? (shops.find((s) => s.id === idParam(params.shopId)) ?? notFound()) : null;
  return {
    shops,
    shop: shop && { id: shop.id, url: shop.url },
    today,
    earliest: earliestDay(today, CUSTOMERS_DATA_WINDOW_DAYS),
  };
}

/** "Add the new customers" of the range in the URL. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const owner = ownerOf(context);
  if (!params.shopId) notFound();
  const shop = await findShopForData(owner.app.db, idParam(params.shopId));
  if (!shop) notFound();
  const url = new URL(request.url);
  const asked = readRange(url.searchParams, new Date(), CUSTOMERS_DATA_WINDOW_DAYS);
  const back = `/owner/customers-data/${shop.id}`;
  if (!asked?.ok)
    return redirectWithFlash(request, back, {
      tone: "error",
      text: asked?.ok === false ? asked.error : "Enter dates correctly...",
    });
  const added = await addNewCustomers(owner, scopeOfShop(owner.app, shop), shop, asked.range);
  return redirectWithFlash(request, back, {
    tone: added ? "success" : "error",
    text: added ? CUSTOMERS_DATA_MESSAGES.added(added, shop.url) : CUSTOMERS_DATA_MESSAGES.noneNew,
  });
}

export default function CustomersData({ loaderData }: Route.ComponentProps) {
  return <CustomersDataView {...loaderData} />;
}

export const meta = () => [{ title: "Actual Customers Data – Back office" }, { name: "robots", content: "noindex" }];
