// Prints a new VAPID key pair for Web Push (RFC 8292): `npm run push:keys`. The public key goes into wrangler.toml
// [vars] VAPID_PUBLIC_KEY, the private key is a secret (`npx wrangler secret put VAPID_PRIVATE_KEY`); see README
// "Deploying to Cloudflare". A new pair makes every device subscribed with the old one stop receiving notifications
// until its admin turns them on again, so a deployment keeps its pair.
import { generateVapidKeys } from "#app/domain/push/vapid";

const { publicKey, privateKey } = await generateVapidKeys();
console.log(`VAPID_PUBLIC_KEY=${publicKey}`);
console.log(`VAPID_PRIVATE_KEY=${privateKey}`);
