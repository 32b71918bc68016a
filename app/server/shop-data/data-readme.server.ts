import { LOCALES } from "#app/i18n/locale";
import { panelTexts } from "../panel/texts.server";
import type { Manifest } from "./format";

/**
 * The README of a download of all a shop's data, in English, मराठी and हिन्दी one after the other: the shop's admins
 * may each read the panel in another language, and the file outlives the choice.
 */
export async function dataReadme(): Promise<(manifest: Manifest) => string> {
  const books = await Promise.all(LOCALES.map((locale) => panelTexts(locale)));
  return (manifest) => {
    const facts = {
      shop: manifest.shop.name,
      url: manifest.shop.url,
      day: manifest.day,
      tables: manifest.tables.map(({ name, rows }) => ({ name, rows })),
    };
    return `${books.map((t) => t.myData.readme(facts)).join(`\n\n${"-".repeat(60)}\n\n`)}\n`;
  };
}
