import { isLocale, type Locale } from "#app/i18n/locale";
import type { ListWord } from "./cart";

/**
 * An order the customer placed without a network: the very request the store would have sent, its idempotency key
 * included, kept on the phone and sent as soon as the network is back. The key makes a repeat of it one order; the
 * prices in it are the ones the customer saw, so the server refuses it as "changed" if the shop has changed them since.
 */
export type KeptOrder = {
  idempotencyKey: string;
  customer: { name: string; whatsApp: string; address: string };
  lines: readonly { productId: number; quantity: number; pricePaise: number }[];
  netPaise: number;
  /** The language its WhatsApp message is written in: the page's when it was placed (absent: kept before, English). */
  locale?: Locale;
};

export const OFFLINE_MESSAGES = {
  offline: (word: ListWord) =>
    `You are offline. You can still browse and make your ${word} with the prices from your last visit.`,
  kept: (word: ListWord) =>
    `No network. Your ${word} is kept on this phone and will be sent, and WhatsApp opened, as soon as you are online.`,
  dontSend: "Don't send",
} as const;

const isText = (value: unknown): value is string => typeof value === "string";
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** The kept order read back from storage, or null when there is none or it is not one (storage is the browser's). */
export function parseKeptOrder(raw: unknown): KeptOrder | null {
  if (typeof raw !== "object" || raw === null) return null;
  const { idempotencyKey, customer, lines, netPaise, locale } = raw as Record<string, unknown>;
  if (!isText(idempotencyKey) || !/^[\w-]{16,64}$/.test(idempotencyKey) || !isCount(netPaise)) return null;
  if (typeof customer !== "object" || customer === null) return null;
  const { name, whatsApp, address } = customer as Record<string, unknown>;
  if (!isText(name) || !isText(whatsApp) || !isText(address)) return null;
  if (!Array.isArray(lines) || lines.length === 0) return null;
  const kept: { productId: number; quantity: number; pricePaise: number }[] = [];
  for (const line of lines as unknown[]) {
    const { productId, quantity, pricePaise } = (line ?? {}) as Record<string, unknown>;
    if (!isCount(productId) || !isCount(quantity) || !isCount(pricePaise)) return null;
    kept.push({ productId, quantity, pricePaise });
  }
  const order: KeptOrder = { idempotencyKey, customer: { name, whatsApp, address }, lines: kept, netPaise };
  return isLocale(locale) ? { ...order, locale } : order;
}
