import { useEffect, useId, useMemo, useState } from "react";
import { useFetcher } from "react-router";
import {
  initialStockRow,
  isStockChanged,
  RATINGS,
  STOCK_LABELS,
  type StockRow,
  stockMessages,
} from "#app/domain/admin/stock-edit";
import { sayAll } from "#app/i18n/panel/say";
import { usePanelSay, usePanelTexts } from "#app/i18n/panel-texts";
import { SelectField } from "../form";
import { BulkRowName, bulkRowClass } from "./bulk-list";
import { BulkRowResult, BulkSaveButton, type BulkSaveResult } from "./bulk-save";
import { WriteKeyField } from "./write-key";

export type StockProduct = { id: number; name: string; nameRegional: string; inStock: number; rating: number };
export type StockSaveResult = BulkSaveResult & { inStock?: number; rating?: number };

const RATING_OPTIONS = RATINGS.map((r) => ({ value: String(r), label: String(r) }));

/** One product's 'in stock' and rating (spec 2 §4): works like the price rows. */
export function BulkStockRow({
  product,
  updated,
  onSaved,
}: {
  product: StockProduct;
  updated: boolean;
  onSaved: (id: number, patch: Partial<StockProduct>) => void;
}) {
  const saved = useMemo(() => initialStockRow(product.inStock, product.rating), [product.inStock, product.rating]);
  const [row, setRow] = useState<StockRow>(saved);
  const [result, setResult] = useState<StockSaveResult | null>(null);
  const fetcher = useFetcher<StockSaveResult>();
  const nameId = useId();
  const t = usePanelTexts();
  const say = usePanelSay();
  const inStockOptions = [
    { value: "1", label: t.products.form.yes },
    { value: "0", label: t.products.form.no },
  ];
  const changed = isStockChanged(saved, row);
  const messages = changed ? sayAll(stockMessages(row), say) : {};

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new answer counts; onSaved and the id are stable for the row
  useEffect(() => {
    if (!fetcher.data) return;
    setResult(fetcher.data);
    if (fetcher.data.ok && fetcher.data.inStock !== undefined && fetcher.data.rating !== undefined) {
      onSaved(product.id, { inStock: fetcher.data.inStock, rating: fetcher.data.rating });
    }
    // Only a new answer counts; onSaved and the id are stable for the row.
  }, [fetcher.data]);

  const edit = (next: StockRow) => {
    setRow(next);
    setResult(null);
  };

  return (
    <li aria-labelledby={nameId} className={bulkRowClass(changed)}>
      <fetcher.Form
        method="post"
        className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(0,1fr)_8rem_8rem_6rem] sm:items-end"
      >
        <WriteKeyField />
        <input type="hidden" name="id" value={product.id} />
        <div className="col-span-2 sm:col-span-1 sm:self-center">
          <BulkRowName
            id={nameId}
            name={product.name}
            nameRegional={product.nameRegional}
            updated={updated && !changed}
          />
        </div>
        <SelectField
          compact
          label={say(STOCK_LABELS.inStock)}
          name="inStock"
          value={row.inStock}
          onChange={(inStock) => edit({ ...row, inStock })}
          options={inStockOptions}
        />
        <SelectField
          compact
          label={say(STOCK_LABELS.rating)}
          name="rating"
          value={row.rating}
          onChange={(rating) => edit({ ...row, rating })}
          options={RATING_OPTIONS}
        />
        <div className="col-span-2 flex justify-end sm:col-span-1">
          {changed && <BulkSaveButton busy={fetcher.state !== "idle"} disabled={Object.keys(messages).length > 0} />}
        </div>
      </fetcher.Form>
      <BulkRowResult result={fetcher.state === "idle" ? result : null} />
    </li>
  );
}
