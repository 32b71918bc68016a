import { memo, useId } from "react";
import { checkProductTax, GST_RATE_OPTIONS, hsnTooShort, type ProductTaxValues } from "#app/domain/gst/product-tax";
import { sayAll } from "#app/i18n/panel/say";
import { usePanelSay, usePanelTexts } from "#app/i18n/panel-texts";
import { SelectField, TextField } from "../form";
import { BulkRowName, bulkRowClass } from "./bulk-list";

export type TaxProduct = { id: number; name: string; nameRegional: string; hsn: string; rateBp: number };

/** A row's values as saved: what an edit is compared with. */
export const savedTaxValues = (p: TaxProduct): ProductTaxValues => ({ hsn: p.hsn, gstRate: String(p.rateBp) });

export const isTaxChanged = (saved: ProductTaxValues, row: ProductTaxValues) =>
  saved.hsn.trim() !== row.hsn.trim() || saved.gstRate !== row.gstRate;

/**
 * One product's HSN code and GST rate on Products-Tax (issue 28). Unlike the price and stock rows it has no Save of its
 * own: the screen saves every changed row at once. Its live messages are the product form's.
 */
export const BulkTaxRow = memo(function BulkTaxRow({
  product,
  values,
  updated,
  shopTax,
  onChange,
}: {
  product: TaxProduct;
  values: ProductTaxValues;
  updated: boolean;
  shopTax: { kind: string; turnoverBand: string };
  onChange: (id: number, values: ProductTaxValues) => void;
}) {
  const nameId = useId();
  const t = usePanelTexts().tax;
  const say = usePanelSay();
  const changed = isTaxChanged(savedTaxValues(product), values);
  const messages = changed ? sayAll(checkProductTax(values), say) : {};
  const short = hsnTooShort(shopTax, values.hsn);
  return (
    <li aria-labelledby={nameId} className={bulkRowClass(changed)}>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,1fr)_10rem_9rem] sm:items-start">
        <div className="col-span-2 sm:col-span-1 sm:self-center">
          <BulkRowName
            id={nameId}
            name={product.name}
            nameRegional={product.nameRegional}
            updated={updated && !changed}
          />
        </div>
        <TextField
          compact
          label={say("HSN code")}
          name="hsn"
          value={values.hsn}
          onChange={(hsn) => onChange(product.id, { ...values, hsn })}
          message={messages.hsn}
          inputMode="numeric"
          autoComplete="off"
        />
        <SelectField
          compact
          label={say("GST rate")}
          name="gstRate"
          value={values.gstRate}
          onChange={(gstRate) => onChange(product.id, { ...values, gstRate })}
          message={messages.gstRate}
          options={GST_RATE_OPTIONS.map((bp) => ({ value: String(bp), label: t.product.rateOption(bp) }))}
        />
      </div>
      {short && <p className="mt-2 text-sm text-amber-900">{t.product.hsnShort(short.needs)}</p>}
    </li>
  );
});
