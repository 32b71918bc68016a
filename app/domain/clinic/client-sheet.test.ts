import { describe, expect, it } from "vitest";
import { checkSheet, clientOptions, indiaDate, isIsoDate } from "./client-sheet";
import { sheetSchema } from "./client-sheet-schema";
import { CLINIC_MESSAGES } from "./clinic";

const good = { dietNumber: "3", clientWeight: "72.5", dateOfDelivery: "2026-11-22", clientId: "41" };
const diets = new Set([1, 3, 12]);

describe("client sheet form (spec 3 §5 'ClientSheet')", () => {
  it("diet number 1–3 digits, weight 2–6 characters, with the generic texts", () => {
    expect(checkSheet(good, "add")).toEqual({});
    expect(checkSheet({ ...good, dietNumber: "", clientWeight: "" }, "add")).toEqual({
      dietNumber: "Diet number is required",
      clientWeight: "Weight is required",
    });
    expect(checkSheet({ ...good, dietNumber: "1234", clientWeight: "7" }, "add")).toEqual({
      dietNumber: "Maximum 3 digits allowed",
      clientWeight: "Min 2 characters required",
    });
    expect(checkSheet({ ...good, dietNumber: "3a", clientWeight: "1234567" }, "add")).toEqual({
      dietNumber: "Enter only digits",
      clientWeight: "Maximum 6 characters allowed",
    });
    expect(checkSheet({ ...good, dietNumber: "999", clientWeight: "72 kg" }, "add")).toEqual({});
  });

  it("tells at once a diet number that names none of the clinic's diets, once the number itself is well formed", () => {
    expect(checkSheet({ ...good, dietNumber: "12" }, "add", diets)).toEqual({});
    expect(checkSheet({ ...good, dietNumber: "7" }, "add", diets)).toEqual({
      dietNumber: "There is no diet number 7. Add it under Diets first.",
    });
    expect(checkSheet({ ...good, dietNumber: "7" }, "add", diets).dietNumber).toBe(
      CLINIC_MESSAGES.sheet.unknownDiet("7"),
    );
    expect(checkSheet({ ...good, dietNumber: "1234" }, "add", diets)).toEqual({
      dietNumber: "Maximum 3 digits allowed",
    });
    expect(checkSheet({ ...good, dietNumber: "03" }, "add", diets)).toEqual({});
    expect(checkSheet({ ...good, dietNumber: "007" }, "add", diets)).toEqual({
      dietNumber: "There is no diet number 7. Add it under Diets first.",
    });
  });

  it("needs a real date of delivery, and a client only when updating ('client chosen when updating')", () => {
    expect(checkSheet({ ...good, dateOfDelivery: "" }, "add")).toEqual({
      dateOfDelivery: "Date of delivery is required",
    });
    for (const bad of ["2026-02-30", "22/11/2026", "2026-13-01", "1999-12-31", "2026-11-22T00:00"]) {
      expect(checkSheet({ ...good, dateOfDelivery: bad }, "add"), bad).toEqual({
        dateOfDelivery: "Enter a valid date of delivery",
      });
    }
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2027-02-29")).toBe(false);
    expect(checkSheet({ ...good, clientId: "" }, "add")).toEqual({});
    expect(checkSheet({ ...good, clientId: "" }, "update")).toEqual({ clientId: "Client is required" });
    expect(checkSheet({ ...good, clientId: "0" }, "update")).toEqual({ clientId: "Client is required" });
  });

  it("the server's schema gives the same messages and a number for the diet", () => {
    expect(sheetSchema.parse({ dietNumber: " 03 ", clientWeight: " 72.5 ", dateOfDelivery: "2026-11-22" })).toEqual({
      dietNumber: 3,
      clientWeight: "72.5",
      dateOfDelivery: "2026-11-22",
    });
    const refused = (values: Record<string, unknown>) =>
      sheetSchema.safeParse(values).error?.issues.map((i) => i.message);
    expect(refused({ dietNumber: "", clientWeight: "72", dateOfDelivery: "2026-11-22" })).toEqual([
      "Diet number is required",
    ]);
    expect(refused({ dietNumber: "1", clientWeight: "7", dateOfDelivery: "2026-02-30" })).toEqual([
      "Min 2 characters required",
      "Enter a valid date of delivery",
    ]);
    expect(refused({ dietNumber: null, clientWeight: undefined, dateOfDelivery: 5 })).toEqual([
      "Diet number is required",
      "Weight is required",
      "Date of delivery is required",
    ]);
  });
});

describe("dates and the client select", () => {
  it("shows dates dd/mm/yyyy, the India order", () => {
    expect(indiaDate("2026-11-02")).toBe("02/11/2026");
    expect(indiaDate("not a date")).toBe("not a date");
  });

  it("lists clients by name and tells apart two of one name by their WhatsApp number's last digits", () => {
    const options = clientOptions([
      { id: 1, name: "Asha Deshpande", whatsApp: "9876543210" },
      { id: 2, name: "Priya Sharma", whatsApp: "9000000011" },
      { id: 3, name: "priya sharma ", whatsApp: "9000000022" },
    ]);
    expect(options).toEqual([
      { value: "1", label: "Asha Deshpande" },
      { value: "2", label: "Priya Sharma (…0011)" },
      { value: "3", label: "priya sharma  (…0022)" },
    ]);
  });
});
