import { data } from "react-router";
import { HomePage } from "#app/components/home-page";
import { storeMeta } from "#app/components/storefront/store-meta";
import { Storefront } from "#app/components/storefront/storefront";
import { keepDataOnViewChange } from "#app/components/storefront/use-view-history";
import { siteTextsOf } from "#app/i18n/site-texts";
import { getAppContext } from "#app/server/context.server";
import { siteTexts } from "#app/server/site-texts.server";
import { loadStorefront, storePageHeaders } from "#app/server/storefront.server";
import { siteLanguageHeaders, siteWriting } from "#app/server/writing.server";
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
  // The message WhatsApp opens with, in the visitor's language (as the page is written).
  const { home } = await siteTexts(siteWriting(request).locale);
  const text = encodeURIComponent(home.whatsAppText);
  return data(
    {
      kind: "home" as const,
      invalidUrl: new URL(request.url).searchParams.has("invalid"),
      whatsAppLink: `https://wa.me/91${env.PLATFORM_WHATSAPP}?text=${text}`,
    },
    { headers: siteLanguageHeaders(request) },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const shouldRevalidate = keepDataOnViewChange;

export default function Index({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "store") return <Storefront page={loaderData.store} />;
  return <HomePage invalidUrl={loaderData.invalidUrl} whatsAppLink={loaderData.whatsAppLink} />;
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => {
  if (data?.kind === "store") return storeMeta(data.store);
  const home = siteTextsOf(matches)?.home;
  if (!home) return [{ title: "Yaadi" }];
  return [
    { title: home.title },
    { name: "description", content: home.description },
    { property: "og:title", content: home.title },
    { property: "og:description", content: home.description },
  ];
};
