import { and, eq, inArray } from "drizzle-orm";
import { NO_ORDER_SETTINGS, type OrderSettings } from "#app/domain/order";
import type { CatalogueProduct } from "#app/domain/orders/catalogue-product";
import { EDIT_MESSAGES } from "#app/domain/orders/edit-yaadi";
import { STATUS_LABELS, YAADI_STATUSES } from "#app/domain/orders/order-status";
import { quantityLimitMessage, quantityStepMessage } from "#app/domain/quantity";
import { UNITS, type UnitId } from "#app/domain/units";
import type { PanelTexts } from "#app/i18n/panel";
import { panelSay } from "#app/i18n/panel/say";
import { products, shopSettings } from "#db/schema/catalogue";
import { readByIds } from "../db.server";
import type { ShopScope } from "./shop-scope.server";

/*
 * What the server prices a yaadi the shop makes (Make Yaadi) or edits (Edit yaadi) from — never the page's prices:
 * this shop's products at today's catalogue price, and its order settings as they are now.
 */

export const catalogueProductColumns = {
  id: products.id,
  name: products.name,
  nameRegional: products.nameRegional,
  information: products.information,
  unitId: products.unitId,
  mrpPaise: products.mrpPaise,
  pricePaise: products.pricePaise,
};

/** The products named (those this shop no longer has are simply absent) and the settings, read side by side. */
export async function pricingOf(
  scope: ShopScope,
  productIds: readonly number[],
): Promise<{ catalogue: ReadonlyMap<number, CatalogueProduct>; settings: OrderSettings }> {
  const [catalogue, [settings]] = await Promise.all([
    readByIds(productIds, (chunk) =>
      scope.db
        .select(catalogueProductColumns)
        .from(products)
        .where(and(eq(products.shopId, scope.shopId), inArray(products.id, chunk))),
    ),
    scope.db.select().from(shopSettings).where(eq(shopSettings.shopId, scope.shopId)).limit(1),
  ]);
  return { catalogue: new Map(catalogue.map((p) => [p.id, p])), settings: settings ?? NO_ORDER_SETTINGS };
}

/** The name a sentence about one product holds, when `text` is that sentence (`about` writes it for any name). */
function nameIn(text: string, about: (name: string) => string): string | null {
  const [head = "", tail = ""] = about("\u0000").split("\u0000");
  if (text.length <= head.length + tail.length || !text.startsWith(head) || !text.endsWith(tail)) return null;
  return text.slice(head.length, text.length - tail.length);
}

const UNIT_IDS = Object.keys(UNITS).map(Number) as UnitId[];

/**
 * A refusal of a yaadi the shop writes (Edit yaadi, Make Yaadi) in the admin's language. The domain's pricing says
 * why in English (the specs' texts, which its tests and the API keep): a fixed sentence is looked up in the said
 * tables, one about a product or a status is recognised by the domain's own sentence and said again with its name.
 */
export function sayPricingRefusal(t: PanelTexts, english: string): string {
  const said = t.yaadi;
  for (const status of YAADI_STATUSES)
    if (english === EDIT_MESSAGES.notEditable(STATUS_LABELS[status]))
      return said.edit.notEditable(said.statuses[status]);
  const twice = nameIn(english, EDIT_MESSAGES.twice);
  if (twice !== null) return said.edit.twice(twice);
  for (const unitId of UNIT_IDS) {
    const over = nameIn(english, (name) => quantityLimitMessage(name, unitId));
    if (over !== null) return said.atMost(over, unitId);
    const between = nameIn(english, (name) => quantityStepMessage(name, unitId));
    if (between !== null) return said.inSteps(between, unitId);
  }
  return panelSay(t)(english);
}
