import { data } from "react-router";
import { Storefront } from "../../components/storefront/storefront";
import { getAppContext } from "../../server/context.server";
import { loadStorePage } from "../../server/storefront.server";
import type { Route } from "./+types/store";

export async function loader({ context }: Route.LoaderArgs) {
  const { db, tenant } = getAppContext(context);
  // The Worker resolved /{shopUrl} (and /{shopUrl}_{dealer}) already; a host-named shop has no path segment.
  if (!tenant || tenant.via !== "path") throw data(null, { status: 404 });
  return loadStorePage(db, tenant);
}

export default function Store({ loaderData }: Route.ComponentProps) {
  return <Storefront data={loaderData} />;
}

export function meta({ loaderData: data }: Route.MetaArgs) {
  if (!data) return [{ title: "Yaadi" }];
  const description = `Order from ${data.shop.name} on WhatsApp: ${data.products.length} products with prices.`;
  return [
    { title: `${data.shop.name} – order online` },
    { name: "description", content: description },
    { property: "og:title", content: data.shop.name },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
  ];
}
