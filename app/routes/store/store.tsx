import { data } from "react-router";
import { storeMeta } from "#app/components/storefront/store-meta";
import { Storefront } from "#app/components/storefront/storefront";
import { keepDataOnViewChange } from "#app/components/storefront/use-view-history";
import { getAppContext } from "#app/server/context.server";
import { loadStorefront, storePageHeaders } from "#app/server/storefront.server";
import type { Route } from "./+types/store";

export async function loader({ context, request }: Route.LoaderArgs) {
  const app = getAppContext(context);
  const { store } = app;
  // The Worker resolved /{shopUrl} (and /{shopUrl}_{dealer}) already; a host-named shop has no path segment.
  if (store?.via !== "path") throw data(null, { status: 404 });
  return data(await loadStorefront(request, app, store), { headers: storePageHeaders(request, store) });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const shouldRevalidate = keepDataOnViewChange;

export default function Store({ loaderData }: Route.ComponentProps) {
  return <Storefront page={loaderData} />;
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? storeMeta(loaderData) : [{ title: "Yaadi" }]);
