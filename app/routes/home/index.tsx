import { data } from "react-router";
import { HomePage } from "#app/components/home-page";
import { storeMeta } from "#app/components/storefront/store-meta";
import { Storefront } from "#app/components/storefront/storefront";
import { keepDataOnViewChange } from "#app/components/storefront/use-view-history";
import { getAppContext } from "#app/server/context.server";
import { loadStorefront, storePageHeaders } from "#app/server/storefront.server";
import type { Route } from "./+types/index";

export async function loader({ context, request }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const { store, env } = app;
  // {shop}.{ROOT_DOMAIN}/ and a shop's own domain show the store itself.
  if (store)
    return data(
      { kind: "store" as const, store: await loadStorefront(request, app, store) },
      { headers: storePageHeaders(request, store) },
    );
  const text = encodeURIComponent("Hello Yaadi, I want to know more about an online store for my shop.");
  return {
    kind: "home" as const,
    invalidUrl: new URL(request.url).searchParams.has("invalid"),
    whatsAppLink: `https://wa.me/91${env.PLATFORM_WHATSAPP}?text=${text}`,
  };
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const shouldRevalidate = keepDataOnViewChange;

export default function Index({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "store") return <Storefront page={loaderData.store} />;
  return <HomePage invalidUrl={loaderData.invalidUrl} whatsAppLink={loaderData.whatsAppLink} />;
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => {
  if (data?.kind === "store") return storeMeta(data.store, matches[0]?.loaderData?.writing);
  const description =
    "Create your shop's online store in 3 steps. Customers send their yaadi on WhatsApp. Rs. 399 per month, first month free.";
  return [
    { title: "Yaadi – your shop online in 3 steps" },
    { name: "description", content: description },
    { property: "og:title", content: "Yaadi – your shop online in 3 steps" },
    { property: "og:description", content: description },
  ];
};
