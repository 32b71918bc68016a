// The local development configuration. wrangler.toml holds production's settings, so a deploy is safe without an
// edit; every local runner lays these over them: `npm start` and the end-to-end server (serve-built.mjs), `npm run dev`
// (vite.config.ts) and the integration tests (vitest.integration.config.ts). Nothing built or deployed carries them.
export const DEVELOPMENT_VARS = {
  // Enables the local mailbox page (/dev/mail) and local links with the dev server's port.
  ENVIRONMENT: "development",
  // Mail stays in the local database, readable at /dev/mail and with `npm run mail:outbox`.
  MAIL_TRANSPORT: "outbox",
  // Stores answer at {shop}.localhost.
  ROOT_DOMAIN: "localhost",
  // Placeholders for the platform's WhatsApp number and UPI id (wrangler.toml ships them empty); a production Worker
  // refuses to serve with these (workers/configuration.ts).
  PLATFORM_WHATSAPP: "9999999999",
  PLATFORM_UPI_ID: "yaadi@upi",
  // Examples for the admin home's intro videos and social page (wrangler.toml ships them empty: none are shown).
  PLATFORM_INTRO_VIDEOS: JSON.stringify([
    { title: "Create your store", url: "https://www.youtube.com/@yaadi.in/search?query=create%20store" },
    { title: "Add and edit products", url: "https://www.youtube.com/@yaadi.in/search?query=products" },
    { title: "Yaadies and reports", url: "https://www.youtube.com/@yaadi.in/search?query=reports" },
  ]),
  PLATFORM_SOCIAL_PAGE: "https://www.facebook.com/yaadi.in",
  // A fixed VAPID key pair for notifications of new orders (Web Push), made once with `npm run push:keys`: local
  // browsers stay subscribed across restarts. Public in this file, so never a deployment's (wrangler.toml ships push
  // off; a production Worker refuses this pair, app/domain/push/settings.ts).
  VAPID_PUBLIC_KEY: "BBbJm57T0-VgUtk5dzos67dEJ7a0Ak9EY4x2l96ppvKrR-1-ReI7GoPl9_eFKLZYaC4Mqbbcxe8hFz8Q2Khc07c",
  VAPID_PRIVATE_KEY: "lt8k2xpVxe7XjCFDBo0JHN1FsmS6imOlg1Z5P4T5NiM",
  VAPID_SUBJECT: "mailto:owner@yaadi.local",
};
