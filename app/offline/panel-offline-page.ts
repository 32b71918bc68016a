import type { Locale } from "#app/i18n/locale";

export type OfflineTexts = { title: string; detail: string; tryAgain: string };

/** Where the panel's service worker fetches the page at install; it keeps it under this address (panel-service-worker.ts). */
export const PANEL_OFFLINE_PATH = "/adminpanel/offline";

const safe = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/**
 * The page the shop app shows for a screen it cannot open without a connection (docs/decisions/0032): kept by the
 * panel's service worker and shown in place of the browser's own error, in the admin's language. Whole in itself — its
 * style inline, no script file, no image — since nothing else may be there offline. "Try again" opens the same screen
 * (an empty link is the page's own address); the page also does so by itself the moment the phone is online again.
 * Its one script carries the answer's nonce, which the kept answer's policy names too.
 */
export function panelOfflinePage(texts: OfflineTexts, locale: Locale, nonce: string, theme: string): string {
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${safe(theme)}">
<meta name="robots" content="noindex">
<title>${safe(texts.title)} – Yaadi</title>
<style>
body{margin:0;min-height:100dvh;display:flex;align-items:center;justify-content:center;background:#fafaf9;color:#1c1917;font-family:system-ui,sans-serif}
main{max-width:24rem;padding:1.5rem;text-align:center}
h1{font-size:1.5rem;margin:0 0 .5rem}
p{color:#57534e;line-height:1.5;margin:0}
a{display:inline-block;margin-top:1.5rem;padding:.75rem 1.25rem;border-radius:.5rem;background:${safe(theme)};color:#fff;font-weight:700;text-decoration:none}
</style>
</head>
<body>
<main data-offline-page>
<h1>${safe(texts.title)}</h1>
<p>${safe(texts.detail)}</p>
<a href="">${safe(texts.tryAgain)}</a>
</main>
<script nonce="${safe(nonce)}">addEventListener("online", () => location.reload());</script>
</body>
</html>
`;
}
