import { CUSTOMER_RULES } from "#app/domain/customer";
import { fieldProblem } from "#app/domain/field-rules";
import { NO_ORDER_SETTINGS, type OrderSettings } from "#app/domain/order";
import { type OrderRefusal, type OrderRefusalCode, refusalMessage } from "#app/domain/order-outcome";
import { placeOrderStop } from "#app/domain/place-order";
import { figuresOf } from "#app/i18n/book";
import type { Writing } from "#app/i18n/locale";
import orderPageEn from "#app/i18n/order-page/en";
import orderPageHi from "#app/i18n/order-page/hi";
import orderPageMr from "#app/i18n/order-page/mr";
import type { StoreTexts } from "#app/i18n/store";
import { metaTexts } from "#app/i18n/store/meta";
import { fieldProblemText } from "#app/i18n/store/say";
import { whatsAppTexts } from "#app/i18n/store/whatsapp";
import { yaadiTexts } from "../fixtures/store-texts";

/*
 * What the store says outside the markup its views draw, for the store's language check: the alerts of a refused
 * order and of Place Order, the customer form's field messages (shown once a field is typed in), and every text of
 * its book (a confirmation, an order on its way, the WhatsApp message), each with a name that says where it is read.
 */

export type Said = readonly [where: string, text: string];

/** Every refusal an order may get, each a code of the API's; the alert the customer reads for it. */
function refusalAlerts(t: StoreTexts): Said[] {
  const refusals: Record<OrderRefusalCode, OrderRefusal[]> = {
    notActivated: [{ code: "notActivated" }],
    paused: [{ code: "paused" }],
    restoring: [{ code: "restoring" }],
    moving: [{ code: "moving" }],
    enterDetails: [{ code: "enterDetails" }],
    empty: [{ code: "empty" }],
    minimumAmount: [{ code: "minimumAmount", minimumPaise: 50_000 }],
    minimumCount: [{ code: "minimumCount", minimumCount: 3 }],
    invalid: [
      { code: "invalid", problem: { kind: "unreadable" } },
      { code: "invalid", problem: { kind: "tooManyLines", limit: 1000 } },
      { code: "invalid", problem: { kind: "quantity", name: "zcsample", unitId: 1, fault: "over" } },
      ...([1, 2, 3, 4, 5] as const).map((unitId) => ({
        code: "invalid" as const,
        problem: { kind: "quantity" as const, name: "zcsample", unitId, fault: "offStep" as const },
      })),
    ],
    changed: [
      {
        code: "changed",
        changes: [],
        totals: { totalPaise: 0, deliveryChargesPaise: 0, promoDiscountPaise: 0, netPaise: 0 },
      },
    ],
    rateLimited: [
      { code: "rateLimited", scope: "client" },
      { code: "rateLimited", scope: "shop" },
    ],
    failed: [{ code: "failed" }],
  };
  return (["Yaadi", "Cart"] as const).flatMap((word) =>
    Object.values(refusals)
      .flat()
      .map((refusal): Said => [`a ${word} refused: ${refusal.code}`, refusalMessage(refusal, word, t)]),
  );
}

/** Why Place Order does not go on: an empty list or bill, a guest, each kind of minimum. */
function placeOrderStops(t: StoreTexts): Said[] {
  const minimum = (settings: Partial<OrderSettings>) => ({ settings: { ...NO_ORDER_SETTINGS, ...settings } });
  const stops = {
    "an empty bill": { billing: true, itemCount: 0 },
    "an empty list": { itemCount: 0 },
    "a guest": { guest: true },
    "below the minimum amount": minimum({ minimumCriteria: "amount", minimumAmountPaise: 50_000 }),
    "below the minimum count": minimum({ minimumCriteria: "count", minimumItemCount: 5 }),
  };
  return (["Yaadi", "Cart"] as const).flatMap((listWord) =>
    Object.entries(stops).map(([why, stop]): Said => {
      const base = { billing: false, guest: false, itemCount: 1, totalPaise: 100, settings: NO_ORDER_SETTINGS };
      return [`Place Order on ${why}`, placeOrderStop({ ...base, listWord, t, ...stop })?.text ?? ""];
    }),
  );
}

/** Each problem the customer form's rules find in what a customer may type, named as the form names its field. */
function fieldMessages(t: StoreTexts): Said[] {
  const typed = ["", "\u0007", "abc", "12345", "abcdefghijklmnop", "x".repeat(100), "98765432101"];
  return Object.entries(CUSTOMER_RULES).flatMap(([field, rule]) => {
    const label = t.order.customerForm[field as keyof typeof CUSTOMER_RULES];
    return typed.flatMap((value): Said[] => {
      const problem = fieldProblem(rule, value);
      return problem
        ? [[`the customer form's ${field}, typed "${value}"`, fieldProblemText(problem, label, t.notes)]]
        : [];
    });
  });
}

/**
 * Every text of the store's book, said with a sample figure, name and moment (a name is a marked one, left out as the
 * fixture's data), by its place in the book. A text given a sample of another kind is not said: NaN, undefined, an
 * invalid date, or a moment written where a name goes ("… GMT+0000 …").
 */
function bookTexts(book: object, where = "the book"): Said[] {
  const samples: unknown[] = [1, "zcsample", new Date(0)];
  const sensible = (text: unknown): text is string =>
    typeof text === "string" && !/NaN|undefined|Invalid|GMT/.test(text);
  const walk = (node: unknown, place: string): Said[] => {
    if (typeof node === "string") return [[place, node]];
    if (typeof node === "function")
      return samples.flatMap((sample) => {
        try {
          const text: unknown = node(...Array.from({ length: node.length }, () => sample));
          return sensible(text) ? walk(text, place) : [];
        } catch {
          return []; // not this kind of parameter
        }
      });
    if (typeof node === "object" && node !== null)
      return Object.entries(node).flatMap(([key, value]) => walk(value, `${place}.${key}`));
    return [];
  };
  return walk(book, where);
}

/**
 * The store's texts outside its book: the order page's own book, and what the server writes in the store's language
 * (the WhatsApp message, the description), which never travels to the phone.
 */
export function besideTheBook(writing: Writing): Said[] {
  const orderPage = { en: orderPageEn, mr: orderPageMr, hi: orderPageHi }[writing.locale];
  return [
    ...bookTexts(yaadiTexts(writing.locale, writing.digits), "the list's book"),
    ...bookTexts(orderPage(figuresOf(writing)), "the order page's book"),
    ...bookTexts(whatsAppTexts(writing), "the WhatsApp message"),
    ...bookTexts(metaTexts(writing), "the store's description"),
  ];
}

export function storeSaid(t: StoreTexts): Said[] {
  return [...refusalAlerts(t), ...placeOrderStops(t), ...fieldMessages(t), ...bookTexts(t)];
}
