/**
 * Whether this deployment sends notifications of new orders (Web Push), from its settings: the VAPID public key
 * ([vars] VAPID_PUBLIC_KEY, handed to the browser), its private key (the secret VAPID_PRIVATE_KEY) and the contact the
 * push services may write to (VAPID_SUBJECT, "mailto:…"). Push is optional: wrangler.toml ships it off (all empty),
 * and a deployment without it offers no "Notify me of new orders" and sends nothing — it never refuses to serve
 * (workers/configuration.ts is for what a deployment must set). A setting that is there but unusable turns push off
 * too, with a sentence for the log.
 */
import { decodeBase64Url } from "../base64url";
import { P256_PUBLIC_KEY_BYTES } from "./p256";
import type { VapidDetails } from "./vapid";

export type PushEnv = {
  ENVIRONMENT?: string;
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
};

/**
 * The public key of the development pair in scripts/development-vars.mjs (whose private key is public in this
 * repository): local runs use it, a production Worker refuses it.
 */
export const DEVELOPMENT_VAPID_PUBLIC_KEY =
  "BBbJm57T0-VgUtk5dzos67dEJ7a0Ak9EY4x2l96ppvKrR-1-ReI7GoPl9_eFKLZYaC4Mqbbcxe8hFz8Q2Khc07c";

export type PushSettings =
  | { on: true; vapid: VapidDetails }
  /** `problem` is null when push was simply not set up (every setting empty). */
  | { on: false; problem: string | null };

const bytesOf = (text: string): Uint8Array | null => {
  try {
    return decodeBase64Url(text);
  } catch {
    return null;
  }
};

export function pushSettings(env: PushEnv): PushSettings {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim() ?? "";
  const privateKey = env.VAPID_PRIVATE_KEY?.trim() ?? "";
  const subject = env.VAPID_SUBJECT?.trim() ?? "";
  if (!publicKey && !privateKey && !subject) return { on: false, problem: null };
  const problem = (text: string): PushSettings => ({ on: false, problem: `Notifications are off: ${text}` });
  const point = bytesOf(publicKey);
  if (point?.length !== P256_PUBLIC_KEY_BYTES || point[0] !== 0x04)
    return problem("VAPID_PUBLIC_KEY must be the public key `npm run push:keys` printed.");
  if (bytesOf(privateKey)?.length !== 32)
    return problem("the secret VAPID_PRIVATE_KEY must be the private key `npm run push:keys` printed.");
  if (!/^mailto:[^\s@]+@[^\s@]+$/.test(subject))
    return problem('VAPID_SUBJECT must be "mailto:" and an e-mail address.');
  if (env.ENVIRONMENT !== "development" && publicKey === DEVELOPMENT_VAPID_PUBLIC_KEY)
    return problem("the VAPID keys are the development pair, whose private key is public; make the deployment's own.");
  return { on: true, vapid: { publicKey, privateKey, subject } };
}
