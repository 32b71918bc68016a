// Secrets and optional settings that are not in wrangler.toml (set with `wrangler secret put` or .dev.vars).
interface Env {
  /** JSON e-mail API endpoint and key, when MAIL_TRANSPORT = "http". */
  MAIL_API_URL?: string;
  MAIL_API_KEY?: string;
  /** Cloudflare Email Routing binding, when MAIL_TRANSPORT = "binding". */
  SEND_EMAIL?: SendEmail;
  /** Platform owner provisioned at deploy (see README): created on the first owner sign-in if absent. */
  OWNER_USER_NAME?: string;
  OWNER_PASSWORD?: string;
  /** The VAPID private key of notifications of new orders (Web Push), with [vars] VAPID_PUBLIC_KEY: `npm run push:keys`. */
  VAPID_PRIVATE_KEY?: string;
}
