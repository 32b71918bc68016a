import { describe, expect, it } from "vitest";
import { checkCustomer } from "./customer";
import { CUSTOMERS_CSV_FILE_NAME, customersCsv } from "./customer-csv";
import { customerSchema } from "./customer-schema";

describe("admin customer form (spec 2 §5)", () => {
  it("names 5–40, addresses 5–80, WhatsApp exactly 10 digits", () => {
    expect(checkCustomer({ name: "Asha", address: "Pune", whatsApp: "98765" })).toEqual({
      name: "Min 5 characters required",
      address: "Min 5 characters required",
      whatsApp: "Min 10 digits required",
    });
    expect(checkCustomer({ name: "Asha D", address: "MG Rd", whatsApp: "98765432100" })).toEqual({
      whatsApp: "Maximum 10 digits allowed",
    });
    expect(checkCustomer({ name: "Asha D", address: "MG Rd", whatsApp: "98765-4321" })).toEqual({
      whatsApp: "Enter only digits",
    });
    expect(checkCustomer({ name: "", address: "", whatsApp: "" })).toEqual({
      name: "Name is required",
      address: "Address is required",
      whatsApp: "WhatsApp number is required",
    });
    expect(checkCustomer({ name: "Asha D", address: "x".repeat(80), whatsApp: "9876543210" })).toEqual({});
  });

  it("re-checks on the server with the same messages", () => {
    expect(customerSchema.parse({ name: " Asha D ", address: "MG Road", whatsApp: "9876543210" })).toEqual({
      name: "Asha D",
      address: "MG Road",
      whatsApp: "9876543210",
    });
    expect(
      customerSchema.safeParse({ name: "Asha D", address: "x".repeat(81), whatsApp: "9876543210" }).error!.issues[0]!
        .message,
    ).toBe("Maximum 80 characters allowed");
  });
});

describe("customer CSV (spec 2 §9)", () => {
  it("has the spec's file name and columns, without ids or dates, the number kept as text", () => {
    expect(CUSTOMERS_CSV_FILE_NAME).toBe("Customers  .csv");
    expect(customersCsv([{ name: "Asha D", address: "MG Road", whatsApp: "9876543210" }])).toBe(
      '\uFEFFName,Address,WhatsApp No.\r\nAsha D,MG Road,"=""9876543210"""\r\n',
    );
    expect(customersCsv([])).toBe("\uFEFFName,Address,WhatsApp No.\r\n");
  });

  it("writes an address's commas as hyphens (spec 3 §9), and quotes quotes and line breaks", () => {
    expect(customersCsv([{ name: 'Asha "Tai"', address: "12, MG Road\nPune", whatsApp: "9876543210" }])).toBe(
      '\uFEFFName,Address,WhatsApp No.\r\n"Asha ""Tai""","12- MG Road\nPune","=""9876543210"""\r\n',
    );
  });

  it("keeps Marathi names as they are", () => {
    expect(customersCsv([{ name: "आशा देशमुख", address: "शिवाजीनगर, पुणे", whatsApp: "9876543210" }])).toContain(
      "आशा देशमुख,शिवाजीनगर- पुणे,",
    );
  });

  it("neutralises cells a spreadsheet would run as formulas", () => {
    expect(customersCsv([{ name: '=HYPERLINK("x")', address: "@home", whatsApp: "9876543210" }])).toBe(
      `\uFEFFName,Address,WhatsApp No.\r\n"'=HYPERLINK(""x"")",'@home,"=""9876543210"""\r\n`,
    );
  });
});
