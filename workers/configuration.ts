import { isUpiId } from "#app/domain/admin/upi";

/*
 * Settings a deployment must give real values before it serves anyone. The platform's WhatsApp number receives every
 * registration and support message, and its UPI id every shop's monthly payment: a deploy that carried a made-up
 * value would send shops to a stranger. wrangler.toml ships them empty, so a deploy that skips the README's step
 * answers every request with a configuration error instead. Local runs get placeholders from
 * scripts/development-vars.mjs; a production Worker refuses those too. Optional settings turn their feature off
 * instead of refusing to serve: notifications of new orders without their VAPID keys (app/domain/push/settings.ts).
 */

type Settings = { ENVIRONMENT?: string; PLATFORM_WHATSAPP?: string; PLATFORM_UPI_ID?: string };

/** The local runs' stand-ins (scripts/development-vars.mjs): never a production value. */
const LOCAL_PLACEHOLDERS = new Set(["9999999999", "yaadi@upi"]);

/** An Indian mobile number as wa.me takes it after 91: ten digits from 6, not one digit repeated (9999999999). */
const isWhatsAppNumber = (value: string) => /^[6-9]\d{9}$/.test(value) && !/^(\d)\1{9}$/.test(value);

/** What is missing or made up, one sentence each; empty when the Worker may serve. Development is never refused. */
export function configurationProblems(env: Settings): string[] {
  if (env.ENVIRONMENT === "development") return [];
  const whatsApp = env.PLATFORM_WHATSAPP?.trim() ?? "";
  const upiId = env.PLATFORM_UPI_ID?.trim() ?? "";
  const problems: string[] = [];
  if (!isWhatsAppNumber(whatsApp) || LOCAL_PLACEHOLDERS.has(whatsApp))
    problems.push("PLATFORM_WHATSAPP must be the platform's own 10-digit WhatsApp number.");
  if (!isUpiId(upiId) || LOCAL_PLACEHOLDERS.has(upiId))
    problems.push("PLATFORM_UPI_ID must be the platform's own UPI id.");
  return problems;
}

/** The answer while the deployment is not configured: says what to set, never the values. */
export function notConfiguredText(problems: string[]): string {
  return [
    "This Yaadi deployment is not configured yet.",
    ...problems,
    "Set them in wrangler.toml [vars] and deploy again.",
  ].join("\n");
}
