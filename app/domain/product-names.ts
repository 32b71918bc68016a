import type { Locale } from "#app/i18n/locale";
import type { Product } from "./product";

/** A product's names as a page shows them: the one read first (its heading, its buttons' names) and the other. */
export type ShownNames = { name: string; other: string | null };

/**
 * The shop's Language choice decides whether the regional name is shown at all (`regional`); a page in Marathi or
 * Hindi reads it first, with the English name under it, so its customers find their word without reading English.
 */
export function shownNames(
  product: Pick<Product, "name" | "nameRegional">,
  regional: boolean,
  locale: Locale,
): ShownNames {
  const regionalName = regional ? product.nameRegional.trim() : "";
  if (regionalName === "") return { name: product.name, other: null };
  return locale === "en" ? { name: product.name, other: regionalName } : { name: regionalName, other: product.name };
}
