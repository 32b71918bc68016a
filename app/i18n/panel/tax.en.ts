import { PRODUCT_TAX_LABELS, PRODUCT_TAX_MESSAGES } from "#app/domain/gst/product-tax";
import { TAX_ROWS_MESSAGES } from "#app/domain/gst/product-tax-rows";
import { ratePercent } from "#app/domain/gst/rates";
import { SHOP_TAX_LABELS, SHOP_TAX_MESSAGES } from "#app/domain/gst/shop-tax-form";
import type { ShopTaxKind } from "#app/domain/gst/tax";
import { byEnglish, type Figures } from "../book";

/**
 * GST's settings (English, the source; issue 28): Store Settings' Tax (GST) section, a product's HSN code and GST rate
 * in the product form, and the Products-Tax screen. The state names are the list's own (app/domain/gst/states.ts).
 */
export default (f: Figures) => ({
  shop: {
    title: "Tax (GST)",
    lead: "Your GST registration, for the bills your shop gives.",
    kinds: {
      none: "Not registered",
      composition: "Composition scheme",
      regular: "Regular GST",
    } satisfies Record<ShopTaxKind, string>,
    kindHints: {
      none: "Your bills are plain bills, without GSTIN or tax.",
      composition: "Your bills are bills of supply: they show your GSTIN and charge no tax.",
      regular: "Your bills are tax invoices with CGST and SGST, or IGST for a customer in another state.",
    } satisfies Record<ShopTaxKind, string>,
    gstinHint: "15 letters and digits, as on your GST certificate",
    chooseState: "Choose your state",
    stateHint: "The state of your GST registration: the GSTIN starts with its code.",
    legalNameHint: "Your business's legal name, as on your GST certificate",
    turnover: {
      upto5cr: "Up to Rs. 5 crore",
      above5cr: "Above Rs. 5 crore",
    },
    turnoverHint: "Last year's turnover: bills show 4 digits of HSN up to 5 crore, 6 above.",
    save: "Save tax settings",
    updated: "Tax settings updated successfully",
  },
  product: {
    legend: "Tax (GST)",
    hsnHint: "4, 6 or 8 digits, as on your purchase bill. Leave it empty if you do not know it yet.",
    rateOption: (bp: number) => (bp === 0 ? "0% (exempt)" : `${ratePercent(bp)}%`),
    /** A regular shop above Rs. 5 crore with a 4-digit HSN: a warning, the product is still saved. */
    hsnShort: (needs: number) => `Your turnover is above 5 crore: bills need ${needs} digits of HSN. Add the rest.`,
  },
  bulk: {
    hint: "Change the HSN codes and GST rates you need, then press Save once for all of them.",
    changed: (n: number) => (n === 1 ? "1 product changed" : `${f.count(n)} products changed`),
    save: (n: number) => `Save changes (${f.count(n)})`,
    noChanges: TAX_ROWS_MESSAGES.none,
    saved: (n: number) =>
      n === 1 ? "Tax of 1 product updated successfully" : `Tax of ${f.count(n)} products updated successfully`,
    fixFirst: "Correct the rows marked in red first.",
  },
  said: byEnglish(
    ...Object.values(SHOP_TAX_LABELS),
    ...Object.values(SHOP_TAX_MESSAGES),
    ...Object.values(PRODUCT_TAX_LABELS),
    ...Object.values(PRODUCT_TAX_MESSAGES),
    ...Object.values(TAX_ROWS_MESSAGES),
  ),
});
