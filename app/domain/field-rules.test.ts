import { describe, expect, it } from "vitest";
import { z } from "#app/domain/zod";
import { checkField, checkFields, checkSelect, type FieldRule, PASSWORDS_DO_NOT_MATCH, rules } from "./field-rules";
import { zField, zSelect } from "./field-schemas";

/** The message zod reports for a value, or null when it parses. */
function zodMessage(schema: ReturnType<typeof zField>, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]!.message;
}

describe("checkField: required and trimming", () => {
  it("reports '{label} is required' for empty and blank values", () => {
    expect(checkField(rules.customerName, "")).toBe("Name is required");
    expect(checkField(rules.customerName, "   \t ")).toBe("Name is required");
    expect(checkField(rules.storeName, "")).toBe("Store name is required");
    expect(checkField(rules.signupEmail, " ")).toBe("Email-id is required");
    expect(checkField(rules.customerWhatsApp, "")).toBe("WhatsApp number is required");
  });

  it("trims before measuring", () => {
    // 6 characters with padding is valid; 5 with padding is short.
    expect(checkField(rules.customerName, "  Ramesh  ")).toBeNull();
    expect(checkField(rules.customerName, "  Rames  ")).toBe("Min 6 characters required");
    expect(checkField(rules.storeName, " shop_1 ")).toBeNull();
    expect(checkField(rules.customerWhatsApp, " 9876543210 ")).toBeNull();
  });

  it("accepts an empty optional field but still checks a filled one", () => {
    const pinCode: FieldRule = { label: "Pin code", min: 6, max: 6, kind: "digits", required: false };
    expect(checkField(pinCode, "")).toBeNull();
    expect(checkField(pinCode, "   ")).toBeNull();
    expect(checkField(pinCode, "4110")).toBe("Min 6 digits required");
    expect(checkField(pinCode, "411001")).toBeNull();
  });

  it("treats min 0 or no min as no minimum", () => {
    const searchWords: FieldRule = { label: "Search words", min: 0, max: 40, required: false };
    expect(checkField(searchWords, "")).toBeNull();
    expect(checkField(searchWords, "a")).toBeNull();
    expect(checkField(searchWords, "a".repeat(41))).toBe("Maximum 40 characters allowed");
    expect(checkField({ label: "Note" }, "x")).toBeNull();
  });
});

describe("checkField: text", () => {
  it("gives the character length messages at the bounds", () => {
    const address = rules.customerAddress; // 10–80
    expect(checkField(address, "a".repeat(9))).toBe("Min 10 characters required");
    expect(checkField(address, "a".repeat(10))).toBeNull();
    expect(checkField(address, "a".repeat(80))).toBeNull();
    expect(checkField(address, "a".repeat(81))).toBe("Maximum 80 characters allowed");
  });

  it("allows any characters, including spaces and symbols", () => {
    expect(checkField(rules.customerAddress, "12, M.G. Road, Pune-411001")).toBeNull();
  });

  it("counts an emoji as one character", () => {
    expect(checkField({ label: "X", max: 3 }, "ab😀")).toBeNull();
  });
});

describe("checkField: digits", () => {
  const whatsApp = rules.customerWhatsApp; // exactly 10

  it("rejects any non-digit first", () => {
    expect(checkField(whatsApp, "98765 43210")).toBe("Enter only digits");
    expect(checkField(whatsApp, "+919876543210")).toBe("Enter only digits");
    expect(checkField(whatsApp, "98765-4321")).toBe("Enter only digits");
    expect(checkField(whatsApp, "abc")).toBe("Enter only digits");
    expect(checkField(whatsApp, "१२३४५६७८९०")).toBe("Enter only digits"); // Devanagari digits
  });

  it("gives the digit length messages", () => {
    expect(checkField(whatsApp, "987654321")).toBe("Min 10 digits required");
    expect(checkField(whatsApp, "98765432101")).toBe("Maximum 10 digits allowed");
    expect(checkField(whatsApp, "9876543210")).toBeNull();
  });

  it("works for ranges", () => {
    const price: FieldRule = { label: "mrp", min: 1, max: 30, kind: "digits" };
    expect(checkField(price, "0")).toBeNull();
    expect(checkField(price, "1".repeat(31))).toBe("Maximum 30 digits allowed");
    expect(checkField(price, "12.5")).toBe("Enter only digits");
  });
});

describe("checkField: noSymbols (store name)", () => {
  const name = rules.storeName; // 4–20

  it("accepts letters, digits and underscore", () => {
    expect(checkField(name, "shop_1")).toBeNull();
    expect(checkField(name, "RameshKirana")).toBeNull();
    expect(checkField(name, "____")).toBeNull();
    expect(checkField(name, "a".repeat(20))).toBeNull();
  });

  it("reports a space anywhere", () => {
    expect(checkField(name, "my shop")).toBe("space is not allowed");
    // A tab is a control character: field-characters.test.ts.
    // The space message wins even when a symbol comes earlier.
    expect(checkField(name, "my-big shop")).toBe("space is not allowed");
  });

  it("names the first offending symbol", () => {
    const msg = (x: string) => `Symbols other than underscore (_) are not allowed, you have used ${x}`;
    expect(checkField(name, "my-shop")).toBe(msg("-"));
    expect(checkField(name, "shop.in")).toBe(msg("."));
    expect(checkField(name, "a&b@c")).toBe(msg("&"));
    expect(checkField(name, "café_shop")).toBe(msg("é"));
    expect(checkField(name, "shop😀")).toBe(msg("😀"));
  });

  it("rejects all digits", () => {
    expect(checkField(name, "1234")).toBe("Only digits are not allowed, use some alphabets also");
    // Checked before length, so a short all-digit name is told about digits.
    expect(checkField(name, "12")).toBe("Only digits are not allowed, use some alphabets also");
  });

  it("gives the character length messages last", () => {
    expect(checkField(name, "abc")).toBe("Min 4 characters required");
    expect(checkField(name, "a".repeat(21))).toBe("Maximum 20 characters allowed");
  });
});

describe("checkField: email", () => {
  const email = rules.signupEmail; // 8–30

  it("accepts sensible addresses", () => {
    expect(checkField(email, "ramesh@gmail.com")).toBeNull();
    expect(checkField(email, " a.b+c@mail.co.in ")).toBeNull();
    expect(checkField(email, "shop_1@my-domain.in")).toBeNull();
  });

  it("checks length before format", () => {
    expect(checkField(email, "a@b.in")).toBe("Min 8 characters required");
    expect(checkField(email, "abcdefg")).toBe("Min 8 characters required");
    expect(checkField(email, `${"a".repeat(25)}@b.com`)).toBe("Maximum 30 characters allowed");
  });

  it("gives the format message with its double space", () => {
    const bad = "valid email-id  is required";
    for (const value of [
      "rameshgmail.com",
      "ramesh@gmail",
      "ramesh @gmail.com",
      "ramesh@@gmail.com",
      "@gmail.com.in",
      "ramesh@.gmail.com",
      "ramesh.@gmail.com",
      "ram..esh@gmail.com",
      "ramesh@gmail.c",
      "ramesh@-gmail.com",
    ]) {
      expect(checkField(email, value), value).toBe(bad);
    }
  });
});

describe("rules", () => {
  it("carries the specs' bounds", () => {
    expect(checkField(rules.shopTypeOther, "a")).toBe("Min 2 characters required");
    expect(checkField(rules.shopTypeOther, "a".repeat(41))).toBe("Maximum 40 characters allowed");
    expect(checkField(rules.adminUserName, "abcd")).toBe("Min 5 characters required");
    expect(checkField(rules.adminUserName, "a".repeat(41))).toBe("Maximum 40 characters allowed");
    expect(checkField(rules.password, "")).toBe("Password is required");
    expect(checkField(rules.password, "x")).toBeNull();
    expect(checkField(rules.newPassword, "1234567")).toBe("Min 8 characters required");
    expect(checkField(rules.newPassword, "a".repeat(64))).toBeNull();
    expect(checkField(rules.newPassword, "a".repeat(65))).toBe("Maximum 64 characters allowed");
    expect(checkField(rules.customerName, "a".repeat(31))).toBe("Maximum 30 characters allowed");
  });

  it("exports the password mismatch text", () => {
    expect(PASSWORDS_DO_NOT_MATCH).toBe("The 2 passwords do not match");
  });
});

describe("checkSelect", () => {
  it("treats the placeholder as unchosen", () => {
    expect(checkSelect("Store type", "")).toBe("Store type is required");
    expect(checkSelect("Store type", "0")).toBe("Store type is required");
    expect(checkSelect("Store type", " 0 ")).toBe("Store type is required");
    expect(checkSelect("Store type", "3")).toBeNull();
    expect(checkSelect("Store type", "10")).toBeNull();
  });
});

describe("zField", () => {
  it("returns the trimmed value on success", () => {
    expect(zField(rules.storeName).parse("  shop_1 ")).toBe("shop_1");
    expect(zField(rules.signupEmail).parse(" ramesh@gmail.com\n")).toBe("ramesh@gmail.com");
  });

  it("issues the same messages as checkField", () => {
    const store = zField(rules.storeName);
    for (const value of ["", "my shop", "my-shop", "1234", "abc", "a".repeat(21)]) {
      expect(zodMessage(store, value), value).toBe(checkField(rules.storeName, value));
    }
    expect(zodMessage(zField(rules.signupEmail), "ramesh@gmail")).toBe("valid email-id  is required");
    expect(zodMessage(zField(rules.customerWhatsApp), "98765")).toBe("Min 10 digits required");
    expect(zodMessage(zField(rules.customerWhatsApp), "98765x")).toBe("Enter only digits");
  });

  it("reports exactly one issue per value", () => {
    const result = zField(rules.storeName).safeParse("a b");
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(1);
  });

  it("treats a missing value as empty", () => {
    expect(zodMessage(zField(rules.customerName), undefined)).toBe("Name is required");
    expect(zodMessage(zField(rules.customerName), null)).toBe("Name is required");
    expect(zField({ label: "Pin code", min: 6, max: 6, kind: "digits", required: false }).parse(null)).toBe("");
  });

  it("rejects a non-string with the required message", () => {
    expect(zodMessage(zField(rules.customerName), 12345678)).toBe("Name is required");
  });

  it("works inside an object schema", () => {
    const form = z.object({ storeName: zField(rules.storeName), signupEmail: zField(rules.signupEmail) });
    const result = form.safeParse({ storeName: "my shop", signupEmail: "x" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["storeName", "space is not allowed"],
      ["signupEmail", "Min 8 characters required"],
    ]);
  });
});

describe("zSelect", () => {
  it("requires a non-placeholder value and trims it", () => {
    const type = zSelect("Store type");
    expect(zodMessage(type, "")).toBe("Store type is required");
    expect(zodMessage(type, "0")).toBe("Store type is required");
    expect(zodMessage(type, undefined)).toBe("Store type is required");
    expect(type.parse(" 4 ")).toBe("4");
  });
});

describe("checkFields", () => {
  const form = {
    name: rules.customerName,
    whatsApp: rules.customerWhatsApp,
    address: rules.customerAddress,
  };

  it("returns the first message per broken field only", () => {
    expect(checkFields(form, { name: "Ram", whatsApp: "98x", address: "12, M.G. Road" })).toEqual({
      name: "Min 6 characters required",
      whatsApp: "Enter only digits",
    });
  });

  it("treats missing values as empty", () => {
    expect(checkFields(form, {})).toEqual({
      name: "Name is required",
      whatsApp: "WhatsApp number is required",
      address: "Address is required",
    });
  });

  it("returns an empty object when everything is valid", () => {
    expect(checkFields(form, { name: "Ramesh", whatsApp: "9876543210", address: "12, M.G. Road" })).toEqual({});
  });
});
