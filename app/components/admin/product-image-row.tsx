import { useId } from "react";
import { usePanelTexts } from "#app/i18n/panel-texts";
import { BulkImagePicker } from "./bulk-image-picker";
import { BulkList, BulkRowName, bulkRowClass, useSavedRows } from "./bulk-list";

type ImageProduct = { id: number; name: string; nameRegional: string; imageKey: string | null };

/**
 * The products' image rows of Products-Image and the back office's master-list images: a new image shows in its row
 * at once, as the list is not read again after a save.
 */
export function ProductImageList(props: { heading: string; hint: string; products: readonly ImageProduct[] }) {
  const { rows, markSaved, isUpdated } = useSavedRows(props.products);
  return (
    <BulkList
      heading={props.heading}
      hint={props.hint}
      rows={rows}
      renderRow={(p) => (
        <ProductImageRow
          key={p.id}
          product={p}
          updated={isUpdated(p.id)}
          onUpdated={(imageKey) => markSaved(p.id, { imageKey })}
        />
      )}
    />
  );
}

/** One product's image, changed on its own (Products-Image, and the back office's master-list images). */
export function ProductImageRow({
  product,
  updated,
  onUpdated,
}: {
  product: ImageProduct;
  updated: boolean;
  onUpdated: (key: string) => void;
}) {
  const nameId = useId();
  const t = usePanelTexts();
  return (
    <li
      aria-labelledby={nameId}
      className={`${bulkRowClass(false)} grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center`}
    >
      <BulkRowName id={nameId} name={product.name} nameRegional={product.nameRegional} updated={updated} />
      <BulkImagePicker
        currentKey={product.imageKey}
        imageLabel={t.bulk.images.imageOf(product.name)}
        fields={{ id: String(product.id) }}
        onUpdated={onUpdated}
      />
    </li>
  );
}
