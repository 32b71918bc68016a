import { describe, expect, it } from "vitest";
import { dietMessage, dietWhatsAppLink } from "./diet-message";

const diet = {
  clinicName: "Sai Diet Clinic",
  clientName: "Asha Deshpande",
  dateOfDelivery: "2026-11-22",
  dietNumber: 3,
  dietName: "Low salt",
  dietContent: "Breakfast: poha, no salt.\r\nLunch: dal, rice & salad.\r\n",
};

describe("the diet to send or print", () => {
  it("names the clinic, the client, the date (dd/mm/yyyy), the diet's number and name, then its content", () => {
    expect(dietMessage(diet)).toBe(
      [
        "Sai Diet Clinic",
        "Diet for Asha Deshpande",
        "Date: 22/11/2026",
        "Diet no. 3 – Low salt",
        "",
        "Breakfast: poha, no salt.",
        "Lunch: dal, rice & salad.",
      ].join("\n"),
    );
  });

  it("opens the client's WhatsApp (country prefix 91) with the diet, encoded; no link without a 10-digit number", () => {
    const link = dietWhatsAppLink("9876543210", diet)!;
    expect(link.startsWith("https://wa.me/919876543210?text=")).toBe(true);
    expect(new URL(link).searchParams.get("text")).toBe(dietMessage(diet));
    expect(link).toContain("rice%20%26%20salad");
    expect(dietWhatsAppLink("98765", diet)).toBeNull();
    expect(dietWhatsAppLink("", diet)).toBeNull();
  });
});
