import { HomePage } from "../../components/home-page";
import { Storefront } from "../../components/storefront/storefront";
import { getAppContext } from "../../server/context.server";
import { loadStorePage } from "../../server/storefront.server";
import type { Route } from "./+types/index";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db, tenant, env } = getAppContext(context);
  // {shop}.{ROOT_DOMAIN}/ and a shop's own domain show the store itself.
  if (tenant) return { kind: "store" as const, store: await loadStorePage(db, tenant) };
  const text = encodeURIComponent("Hello Yaadi, I want to know more about an online store for my shop.");
  return {
    kind: "home" as const,
    invalidUrl: new URL(request.url).searchParams.has("invalid"),
    whatsAppLink: `https://wa.me/91${env.PLATFORM_WHATSAPP}?text=${text}`,
  };
}

export default function Index({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "store") return <Storefront data={loaderData.store} />;
  return <HomePage invalidUrl={loaderData.invalidUrl} whatsAppLink={loaderData.whatsAppLink} />;
}

export function meta({ loaderData: data }: Route.MetaArgs) {
  if (data?.kind === "store") return [{ title: `${data.store.shop.name} – order online` }, { property: "og:title", content: data.store.shop.name }];
  const description = "Create your shop's online store in 3 steps. Customers send their yaadi on WhatsApp. Rs. 399 per month, first month free.";
  return [
    { title: "Yaadi – your shop online in 3 steps" },
    { name: "description", content: description },
    { property: "og:title", content: "Yaadi – your shop online in 3 steps" },
    { property: "og:description", content: description },
  ];
}
