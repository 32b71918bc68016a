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
};
