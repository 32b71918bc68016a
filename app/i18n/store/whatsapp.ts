import type { ListWord } from "#app/domain/cart";
import { type Figures, figuresOf, type Texts } from "../book";
import type { Locale, Writing } from "../locale";

/**
 * The prefilled order message (spec 1 §7) in the customer's language. The server writes it into the order's answer
 * (its WhatsApp link), so these texts never travel to the phone with the store's book.
 */
const en = (f: Figures) => ({
  hello: (shopName: string) => `Hello ${shopName},`,
  from: (word: ListWord, id: number, customerName: string) =>
    `${word === "Cart" ? "Order" : "Yaadi"} no. ${id} from ${customerName}`,
  items: (count: number) => `Items: ${count}`,
  total: (paise: number) => `Total (with delivery): ${f.money(paise)}`,
  see: (word: ListWord, url: string) => `See the ${word === "Cart" ? "order" : "yaadi"}: ${url}`,
});

export type WhatsAppTexts = Texts<ReturnType<typeof en>>;

const BOOKS: Record<Locale, (f: Figures) => WhatsAppTexts> = {
  en,
  mr: (f) => {
    const orderWord = (word: ListWord) => (word === "Cart" ? "ऑर्डर" : "यादी");
    return {
      hello: (shopName) => `नमस्कार ${shopName},`,
      from: (word, id, customerName) => `${customerName} यांची ${orderWord(word)} क्र. ${f.digits(id)}`,
      items: (count) => `वस्तू: ${f.count(count)}`,
      total: (paise) => `एकूण (डिलिव्हरीसह): ${f.money(paise)}`,
      see: (word, url) => `${orderWord(word)} पाहा: ${url}`,
    };
  },
  hi: (f) => {
    const orderWord = (word: ListWord) => (word === "Cart" ? "ऑर्डर" : "लिस्ट");
    return {
      hello: (shopName) => `नमस्ते ${shopName},`,
      from: (word, id, customerName) =>
        `${customerName} ${word === "Cart" ? "का" : "की"} ${orderWord(word)} नं. ${f.digits(id)}`,
      items: (count) => `सामान: ${f.count(count)}`,
      total: (paise) => `कुल (डिलीवरी के साथ): ${f.money(paise)}`,
      see: (word, url) => `${orderWord(word)} देखें: ${url}`,
    };
  },
};

export function whatsAppTexts(writing: Writing): WhatsAppTexts {
  return BOOKS[writing.locale](figuresOf(writing));
}
