import { describe, expect, it } from "vitest";
import { CUSTOMER_RULES } from "#app/domain/customer";
import { checkField, fieldProblem, rules } from "#app/domain/field-rules";
import { figuresOf } from "../book";
import { ENGLISH } from "../locale";
import en from "./en";
import type { StoreTexts } from "./index";
import mr from "./mr";
import { cartNoteText, fieldProblemText } from "./say";

const english = en(figuresOf(ENGLISH));
const marathi = mr(figuresOf({ locale: "mr", digits: "deva" }));

/** What the customer form shows for a value, in a book's language and with its field names. */
function shown(book: StoreTexts, field: keyof typeof CUSTOMER_RULES, value: string) {
  const problem = fieldProblem(CUSTOMER_RULES[field], value);
  return problem && fieldProblemText(problem, book.order.customerForm[field], book.notes);
}

const VALUES = [
  "",
  "   ",
  "Ab",
  "Ramesh Patil",
  "x".repeat(31),
  "98765",
  "98765abcde",
  "9876543210",
  "98765432101",
  "a\u0007bcdefghij",
];

describe("the customer form's field messages", () => {
  it("are the specs' English on an English page, as every other form says them", () => {
    for (const field of ["name", "whatsApp", "address"] as const)
      for (const value of VALUES)
        expect(shown(english, field, value), `${field} ${value}`).toBe(checkField(CUSTOMER_RULES[field], value));
  });

  it("are the page's language on a Marathi page", () => {
    expect(shown(marathi, "name", "")).toBe("नाव भरा");
    expect(shown(marathi, "whatsApp", "98765")).toBe("किमान १० अंक हवेत");
    expect(shown(marathi, "whatsApp", "98765abcde")).toBe("फक्त अंक लिहा");
    expect(shown(marathi, "address", "Pune")).toBe("किमान १० अक्षरे हवीत");
  });

  it("keep the specs' English for a rule the book does not say (a store name's)", () => {
    const problem = fieldProblem(rules.storeName, "my shop")!;
    expect(fieldProblemText(problem, "Store name", marathi.notes)).toBe("space is not allowed");
  });
});

describe("the cart's notes on a Marathi page", () => {
  it("say the name, the list and the limit in Marathi with the shop's digits", () => {
    expect(cartNoteText({ kind: "added", name: "कांदा", listWord: "Yaadi" }, marathi.notes)).toBe("कांदा यादीत जोडले.");
    expect(cartNoteText({ kind: "atMost", name: "गहू", unitId: 5 }, marathi.notes)).toBe(
      "गहू जास्तीत जास्त १००००० किलो घेता येईल.",
    );
  });
});
