import { useEffect } from "react";
import { SHOP_APP_ICONS, shopAppManifestHref } from "#app/domain/admin/shop-app";
import { useWriting } from "#app/i18n/provider";
import { panelWorkerSupported, registerPanelWorker } from "#app/offline/panel-worker";

/**
 * What makes the panel the shop app (docs/decisions/0032): its manifest in the admin's language and Apple's icon
 * (React puts both in the page's head), and the panel's service worker, registered once the page has hydrated so the
 * offline page is kept before it is needed. The bar's colour is the root's theme-color. A diet clinic's panel links
 * the clinic's app, named for it and opening on its own home (before the sign-in, the page cannot know: the shop's).
 */
export function ShopApp({ clinic = false }: { clinic?: boolean }) {
  const { locale } = useWriting();
  useEffect(() => {
    if (!panelWorkerSupported()) return;
    registerPanelWorker(locale).catch((error) => console.error("The panel's service worker did not register:", error));
  }, [locale]);
  return (
    <>
      <link rel="manifest" href={shopAppManifestHref(locale, clinic ? "clinic" : "shop")} />
      <link rel="apple-touch-icon" href={SHOP_APP_ICONS.apple180} />
    </>
  );
}
