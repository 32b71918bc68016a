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

/** The message's own words; English here, the admin's language from the panel's book (app/i18n/panel/clinic.*). */
export type DietMessageWords = {
  dietFor: (clientName: string) => string;
  /** `isoDate` is yyyy-mm-dd. */
  date: (isoDate: string) => string;
  heading: (dietNumber: number, dietName: string) => string;
};

export const DIET_MESSAGE_WORDS: DietMessageWords = {
  dietFor: (clientName) => `Diet for ${clientName}`,
  date: (isoDate) => `Date: ${indiaDate(isoDate)}`,
  heading: dietHeading,
};

export function dietMessage(d: DietToSend, words: DietMessageWords = DIET_MESSAGE_WORDS): string {
  return [
    d.clinicName,
    words.dietFor(d.clientName),
    words.date(d.dateOfDelivery),
    words.heading(d.dietNumber, d.dietName),
    "",
    d.dietContent.replace(/\r\n?/g, "\n").trim(),
  ].join("\n");
}

/** wa.me to the client's WhatsApp with the diet, or null when the number is not the 10 digits a link needs. */
export function dietWhatsAppLink(
  clientWhatsApp: string,
  d: DietToSend,
  words: DietMessageWords = DIET_MESSAGE_WORDS,
): string | null {
  return /^\d{10}$/.test(clientWhatsApp) ? whatsAppLink(clientWhatsApp, dietMessage(d, words)) : null;
}
