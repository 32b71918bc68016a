/**
 * Registers the store's service worker (store-service-worker.ts) for this store's page, and hands it what this visit
 * loaded — the page, its scripts and styles, the images shown — and the files of the views after browsing, which the
 * page itself fetches only once a list is started, so that the next visit opens, and orders, without a network.
 * Nothing the customer does waits for it, and a browser without service workers simply stays online-only.
 */
export async function keepStoreForOffline(storePath: string, laterFiles: readonly string[]): Promise<void> {
  if (!("serviceWorker" in navigator)) return;
  try {
    await navigator.serviceWorker.register("/store-sw.js", { scope: storePath });
    const registration = await navigator.serviceWorker.ready;
    const loaded = performance.getEntriesByType("resource").map((entry) => entry.name);
    registration.active?.postMessage({ keep: [`${location.origin}${location.pathname}`, ...loaded, ...laterFiles] });
  } catch (error) {
    console.error("The store could not be kept for offline use:", error);
  }
}
