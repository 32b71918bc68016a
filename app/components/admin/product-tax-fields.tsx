import { GST_RATE_OPTIONS, hsnTooShort } from "#app/domain/gst/product-tax";
import { usePanelSay, usePanelTexts } from "#app/i18n/panel-texts";
import { SelectField, TextField } from "../form";

type Field = { name: string; value: string; onChange: (value: string) => void; message?: string | null };

/**
 * A product's HSN code and GST rate (issue 28), in the product form: the rates are the one list's, "0% (exempt)" first.
 * A regular shop above Rs. 5 crore is warned (not refused) when the HSN has 4 digits: its bills need 6.
 */
export function ProductTaxFields({
  hsn,
  gstRate,
  shopTax,
}: {
  hsn: Field;
  gstRate: Field;
  shopTax: { kind: string; turnoverBand: string };
}) {
  const t = usePanelTexts().tax.product;
  const say = usePanelSay();
  const short = hsnTooShort(shopTax, hsn.value);
  return (
    <fieldset className="space-y-4 rounded-lg border border-stone-200 p-3">
      <legend className="px-1 font-semibold">{t.legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1">
          <TextField label={say("HSN code")} {...hsn} inputMode="numeric" autoComplete="off" hint={t.hsnHint} />
          {short && (
            <p
              role="status"
              className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
            >
              {t.hsnShort(short.needs)}
            </p>
          )}
        </div>
        <SelectField
          label={say("GST rate")}
          {...gstRate}
          options={GST_RATE_OPTIONS.map((bp) => ({ value: String(bp), label: t.rateOption(bp) }))}
        />
      </div>
    </fieldset>
  );
}
