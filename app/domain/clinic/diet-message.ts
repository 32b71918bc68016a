/**
 * A client's diet to send on WhatsApp or to print: the clinic's name, the client's name, the sheet's date, the diet's
 * number and name and what it says. Pure: the list builds each row's "Send diet" link with it, and the print page
 * shows the same words.
 */
import { whatsAppLink } from "../whatsapp";
import { indiaDate } from "./client-sheet";

export type DietToSend = {
  clinicName: string;
  clientName: string;
  /** yyyy-mm-dd */
  dateOfDelivery: string;
  dietNumber: number;
  dietName: string;
  dietContent: string;
};

/** The heading line of the diet: "Diet no. 3 – Low salt". */
export const dietHeading = (dietNumber: number, dietName: string) => `Diet no. ${dietNumber} – ${dietName}`;

export function dietMessage(d: DietToSend): string {
  return [
    d.clinicName,
    `Diet for ${d.clientName}`,
    `Date: ${indiaDate(d.dateOfDelivery)}`,
    dietHeading(d.dietNumber, d.dietName),
    "",
    d.dietContent.replace(/\r\n?/g, "\n").trim(),
  ].join("\n");
}

/** wa.me to the client's WhatsApp with the diet, or null when the number is not the 10 digits a link needs. */
export function dietWhatsAppLink(clientWhatsApp: string, d: DietToSend): string | null {
  return /^\d{10}$/.test(clientWhatsApp) ? whatsAppLink(clientWhatsApp, dietMessage(d)) : null;
}
