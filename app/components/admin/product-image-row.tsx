import { useId } from "react";
import { BulkImagePicker } from "./bulk-image-picker";
import { BulkRowName, bulkRowClass } from "./bulk-list";

/** One product's image, changed on its own (Products-Image, and the back office's master-list images). */
export function ProductImageRow({
  product,
  updated,
  onUpdated,
}: {
  product: { id: number; name: string; nameRegional: string; imageKey: string | null };
  updated: boolean;
  onUpdated: (key: string) => void;
}) {
  const nameId = useId();
  return (
    <li
      aria-labelledby={nameId}
      className={`${bulkRowClass(false)} grid gap-2 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center`}
    >
      <BulkRowName id={nameId} name={product.name} nameRegional={product.nameRegional} updated={updated} />
      <BulkImagePicker
        currentKey={product.imageKey}
        imageLabel={`Image of ${product.name}`}
        fields={{ id: String(product.id) }}
        onUpdated={onUpdated}
      />
    </li>
  );
}
