import { useEffect, useId, useMemo, useState } from "react";
import { useFetcher } from "react-router";
import {
  editFinalPrice,
  editMrp,
  initialPriceRow,
  isPriceChanged,
  priceMessages,
  setSamePrice,
} from "#app/domain/admin/price-edit";
import { adminRules } from "#app/domain/admin/rules";
import { sayAll } from "#app/i18n/panel/say";
import { usePanelSay, usePanelTexts } from "#app/i18n/panel-texts";
import { BulkRowName, bulkRowClass } from "./bulk-list";
import { BulkRowResult, BulkSaveButton, type BulkSaveResult } from "./bulk-save";
import { WriteKeyField } from "./write-key";

export type PriceProduct = { id: number; name: string; nameRegional: string; mrpPaise: number; pricePaise: number };
export type PriceSaveResult = BulkSaveResult & { mrpPaise?: number; pricePaise?: number };

/**
 * One product's mrp and final price (spec 2 §2, §4): a change marks the row and shows Save, which posts this row alone
 * (a fetcher: no page load); afterwards the row says '(Updated..)' with the spec's message.
 */
export function BulkPriceRow({
  product,
  updated,
  onSaved,
}: {
  product: PriceProduct;
  updated: boolean;
  onSaved: (id: number, patch: Partial<PriceProduct>) => void;
}) {
  const saved = useMemo(
    () => initialPriceRow(product.mrpPaise, product.pricePaise),
    [product.mrpPaise, product.pricePaise],
  );
  const [row, setRow] = useState(saved);
  const [result, setResult] = useState<PriceSaveResult | null>(null);
  const fetcher = useFetcher<PriceSaveResult>();
  const nameId = useId();
  const t = usePanelTexts();
  const say = usePanelSay();
  const changed = isPriceChanged(saved, row);
  const messages = changed ? sayAll(priceMessages(row), say) : {};

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new answer counts; onSaved and the id are stable for the row
  useEffect(() => {
    if (!fetcher.data) return;
    setResult(fetcher.data);
    if (fetcher.data.ok && fetcher.data.mrpPaise !== undefined && fetcher.data.pricePaise !== undefined) {
      onSaved(product.id, { mrpPaise: fetcher.data.mrpPaise, pricePaise: fetcher.data.pricePaise });
    }
    // Only a new answer counts; onSaved and the id are stable for the row.
  }, [fetcher.data]);

  const edit = (next: typeof row) => {
    setRow(next);
    setResult(null);
  };

  return (
    <li aria-labelledby={nameId} className={bulkRowClass(changed)}>
      <fetcher.Form method="post" className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_8rem_8rem_auto] sm:items-start">
        <WriteKeyField />
        <input type="hidden" name="id" value={product.id} />
        <BulkRowName
          id={nameId}
          name={product.name}
          nameRegional={product.nameRegional}
          updated={updated && !changed}
        />
        <div className="contents max-sm:grid max-sm:grid-cols-2 max-sm:gap-3">
          <RupeeField
            label={t.bulk.prices.inRupees(say(adminRules.mrp.label))}
            name="mrp"
            value={row.mrp}
            message={messages.mrp}
            onChange={(v) => edit(editMrp(row, v))}
          />
          <RupeeField
            label={t.bulk.prices.inRupees(say(adminRules.finalPrice.label))}
            name="finalPrice"
            value={row.finalPrice}
            message={messages.finalPrice}
            readOnly={row.same}
            onChange={(v) => edit(editFinalPrice(row, v))}
          />
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 sm:flex-col sm:items-end sm:pt-5">
          <label className="flex min-h-11 items-center gap-2 text-sm font-semibold">
            <input
              type="checkbox"
              name="same"
              value="1"
              checked={row.same}
              onChange={(e) => edit(setSamePrice(row, e.target.checked))}
              className="size-5 accent-brand"
            />
            {t.bulk.prices.same}
          </label>
          {changed && <BulkSaveButton busy={fetcher.state !== "idle"} disabled={Object.keys(messages).length > 0} />}
        </div>
      </fetcher.Form>
      <BulkRowResult result={fetcher.state === "idle" ? result : null} />
    </li>
  );
}

/** Whole rupees (its label says so); read-only (not disabled, so it is still sent and read out) while 'same' is ticked. */
function RupeeField(props: {
  label: string;
  name: string;
  value: string;
  message?: string;
  readOnly?: boolean;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-semibold">
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        value={props.value}
        inputMode="numeric"
        autoComplete="off"
        readOnly={props.readOnly}
        onChange={(e) => props.onChange(e.target.value)}
        aria-invalid={props.message ? true : undefined}
        aria-describedby={props.message ? `${id}-message` : undefined}
        className="block w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-base shadow-sm focus:border-brand read-only:bg-stone-100 read-only:text-stone-600 aria-invalid:border-red-600"
      />
      {props.message && (
        <p id={`${id}-message`} className="text-sm font-medium text-red-700">
          {props.message}
        </p>
      )}
    </div>
  );
}
