import { describe, expect, it } from "vitest";
import { adminRules } from "./admin/rules";
import { checkField, type FieldRule, rules } from "./field-rules";
import { zField } from "./field-schemas";
import { createStoreSchema } from "./signup";

/* Control, bidi and invisible characters: refused by every text field through checkField (and so zField). */

const notAllowed = (label: string) => `${label} contains characters that are not allowed.`;
const name = rules.customerName;
const about = adminRules.aboutUs;

describe("characters no field accepts", () => {
  it.each([
    ["NUL", "\u0000"],
    ["BEL", "\u0007"],
    ["backspace", "\b"],
    ["escape", "\u001b"],
    ["unit separator", "\u001f"],
    ["DEL", "\u007f"],
    ["C1 next line", "\u0085"],
    ["C1 CSI", "\u009b"],
    ["left-to-right embedding", "\u202a"],
    ["right-to-left override", "\u202e"],
    ["left-to-right isolate", "\u2066"],
    ["pop directional isolate", "\u2069"],
    ["an unpaired surrogate", "\ud800"],
  ])("refuses %s inside a single-line and a multi-line value", (_what, ch) => {
    expect(checkField(name, `Ramesh${ch}Kumar`)).toBe(notAllowed("Name"));
    expect(checkField(about, `Fresh vegetables${ch} every day`)).toBe(notAllowed("About us"));
    // Leading and trailing ones too: trimming removes whitespace, not controls.
    expect(checkField(name, `${ch}Ramesh Kumar`)).toBe(notAllowed("Name"));
  });

  it("refuses line breaks and tabs inside a single-line value", () => {
    for (const ch of ["\n", "\r", "\r\n", "\t", "\v", "\f"])
      expect(checkField(name, `Ramesh${ch}Kumar`), JSON.stringify(ch)).toBe(notAllowed("Name"));
  });

  it("keeps line breaks (as a textarea posts them) and tabs in a multi-line value", () => {
    expect(checkField(about, "Fresh vegetables\r\nevery day\n\tsince 1990")).toBeNull();
    // A lone carriage return is no line break a browser sends; it breaks CSV cells and WhatsApp text.
    expect(checkField(about, "Fresh vegetables\revery day")).toBe(notAllowed("About us"));
  });

  it("refuses a value made only of zero-width or invisible characters", () => {
    for (const value of [
      "\u200b",
      "\u200b\u200c\u200d\u2060",
      " \u200b \u2060 ",
      "\u200b\ufeff\u200b\u200b\u200b\u200b",
    ]) {
      expect(checkField(name, value), JSON.stringify(value)).toBe(notAllowed("Name"));
      expect(checkField(adminRules.productName, value), JSON.stringify(value)).toBe(notAllowed("Product name"));
    }
  });

  it("accepts zero-width joiners inside real text (Indian scripts need them)", () => {
    expect(checkField(adminRules.productNameRegional, "क्\u200dष")).toBeNull();
    expect(checkField(adminRules.productName, "Toor dal \u200c1 kg")).toBeNull();
    expect(checkField(name, "राम कुमार")).toBeNull();
    expect(checkField(name, "Ramesh 😀 Kumar")).toBeNull();
  });

  it("goes before the kind's own checks, so the message never prints an invisible character", () => {
    expect(checkField(rules.storeName, "shop\u0000one")).toBe(notAllowed("Store name"));
    expect(checkField(rules.storeName, "my\tshop")).toBe(notAllowed("Store name"));
    expect(checkField(rules.customerWhatsApp, "98765\u202e43210")).toBe(notAllowed("WhatsApp number"));
    expect(checkField(rules.signupEmail, "ramesh\u0000@gmail.com")).toBe(notAllowed("Email-id"));
  });

  it("applies to every rule of field-rules.ts and admin/rules.ts", () => {
    const all: Record<string, FieldRule> = { ...rules, ...adminRules };
    for (const [key, rule] of Object.entries(all)) {
      expect(checkField(rule, "12ab\u0000cd34"), key).toBe(notAllowed(rule.label));
      expect(checkField(rule, "12ab\u202ecd34"), key).toBe(notAllowed(rule.label));
    }
  });

  it("marks the textarea fields as multi-line and no other", () => {
    const all: Record<string, FieldRule> = { ...rules, ...adminRules };
    const multiline = Object.entries(all)
      .filter(([, rule]) => rule.multiline)
      .map(([key]) => key);
    expect(multiline.sort()).toEqual(["aboutUs", "firstPageMessage", "offerDescription"]);
  });
});

describe("zod schemas refuse them too", () => {
  const issue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.success ? null : result.error!.issues[0]!.message;

  it("zField answers the same sentence", () => {
    expect(issue(zField(rules.customerAddress).safeParse("12 MG Road\u0000 Pune"))).toBe(notAllowed("Address"));
    expect(zField(about).parse(" Fresh vegetables\r\nevery day ")).toBe("Fresh vegetables\r\nevery day");
  });

  it("the sign-up wizard's store type text goes through the field rules", () => {
    const form = { storeName: "ramesh_kirana", shopTypeId: "1", email: "ramesh@gmail.com" };
    expect(issue(createStoreSchema.safeParse({ ...form, shopInfo: "Toys\u202e and gifts" }))).toBe(
      notAllowed("Product type"),
    );
    expect(createStoreSchema.parse({ ...form, shopInfo: " Toys " }).shopInfo).toBe("Toys");
    expect(createStoreSchema.parse(form).shopInfo).toBe("");
  });
});
